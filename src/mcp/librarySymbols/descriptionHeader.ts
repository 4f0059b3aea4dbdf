import type {LibrarySymbol} from './librarySymbol';
import {markdownPath} from '../../plugins/machine-docs/markdownPath';

/** What every part of a symbol's description is written from. */
export type DescribeContext = {
  /** Origin the reference URLs are written under, without a trailing slash; '' for site paths. */
  siteUrl: string;
  symbol: LibrarySymbol;
  /** The symbol's whole Markdown twin. */
  markdown: string;
};

/**
 * The heading of a description and the line that says where it comes from:
 * the package, the library and the reference page (with `anchor` when the
 * description is one member), in HTML and in Markdown.
 */
export function descriptionHeader(
  {siteUrl, symbol}: DescribeContext,
  label: string,
  anchor?: string,
): string[] {
  const page = `${siteUrl}${symbol.url}`;
  return [
    `# ${label}`,
    '',
    `From \`${symbol.package}\` (${symbol.library}). Reference: ${page}${anchor ? `#${anchor}` : ''} (Markdown: ${markdownPath(page)}).`,
    '',
  ];
}
