import {readFile} from 'node:fs/promises';
import path from 'node:path';
import {clientLibraries} from '../../site/references/packageReferences';
import {closeNames, MAX_SUGGESTIONS, suggestionSentence} from '../closeNames';
import {fileInside} from '../fileInside';
import {parseMarkdownSections} from '../markdownSections';
import {capMarkdown, DESCRIPTION_CHARACTER_LIMIT} from '../textLimits';
import {describeSymbolMember} from './describeSymbolMember';
import {describeWholeSymbol} from './describeWholeSymbol';
import {findSymbols} from './findSymbols';
import type {LibrarySymbol} from './librarySymbol';
import {parseSymbolTitle} from './symbolTitle';
import {markdownPath} from '../../plugins/machine-docs/markdownPath';

/** Options of {@link describeSymbol}. */
export type DescribeSymbolOptions = {
  /** Origin the reference URLs are written under, such as `https://docs.3dverse.com`; site paths without it. */
  siteUrl?: string;
  /** Longest description returned; {@link DESCRIPTION_CHARACTER_LIMIT} by default. */
  maxCharacters?: number;
};

/** Links to a heading of the same page (`](#start)`) made to point at the page itself. */
function pageAnchors(markdown: string, page: string): string {
  return markdown.replace(/\]\(#([^)\s]+)\)/g, `](${page}#$1)`);
}

/** The Markdown twin of a symbol, refusing any path outside its library's reference folder. */
async function readTwin(buildDir: string, symbol: LibrarySymbol): Promise<string> {
  const file = fileInside(
    path.join(buildDir, 'references', symbol.library),
    path.resolve(buildDir, symbol.markdownFile),
  );
  const safe =
    clientLibraries.some(({library}) => library === symbol.library) &&
    file?.endsWith('.md') === true;
  if (!file || !safe) {
    throw new Error(
      `Refusing to read ${symbol.markdownFile}: it is not a ${symbol.library} reference page.`,
    );
  }
  return readFile(file, 'utf8');
}

/**
 * A symbol as Markdown for an agent: kind, name and package, the reference
 * URL, its introduction and signature, and for a class, interface or object
 * type its members with one-line signatures. For `Owner.member`, the
 * member's own section: signature, description, parameters and return value.
 * When the name matches symbols of both libraries, both are described. The
 * text is cut at `maxCharacters` and says so. Only pages listed in `symbols`
 * (as `readLibrarySymbols` found them) are read. Throws on an unknown name,
 * with up to five close names in the message.
 */
export async function describeSymbol(
  buildDir: string,
  symbols: readonly LibrarySymbol[],
  name: string,
  {siteUrl = '', maxCharacters = DESCRIPTION_CHARACTER_LIMIT}: DescribeSymbolOptions = {},
): Promise<string> {
  const matches = findSymbols(symbols, name);
  if (matches.length === 0) {
    const candidates = symbols.flatMap((symbol) => [symbol.qualifiedName, symbol.name]);
    const wanted = name.trim().replace(/\(\)$/, '');
    let suggestions = closeNames(wanted, candidates, MAX_SUGGESTIONS);
    const dot = wanted.lastIndexOf('.');
    // For `Owner.member` with an unknown owner, the owner alone is the better guess.
    if (suggestions.length === 0 && dot > 0) {
      suggestions = closeNames(wanted.slice(0, dot), candidates, MAX_SUGGESTIONS);
    }
    throw new Error(
      `No livelink.js or livelink.react symbol is named "${name}". ${suggestionSentence(
        suggestions,
        'search the documentation for it instead',
      )}`,
    );
  }
  const origin = siteUrl.replace(/\/$/, '');
  const parts: string[] = [];
  const failures: Error[] = [];
  for (const {symbol, member} of matches) {
    const markdown = await readTwin(buildDir, symbol);
    const titleSection = parseMarkdownSections(markdown).children.find(
      (section) => section.depth === 1,
    );
    if (!titleSection) continue;
    const context = {siteUrl: origin, symbol, markdown};
    if (member === undefined) {
      const kindWords = parseSymbolTitle(`# ${titleSection.heading}`)?.kindWords ?? '';
      parts.push(
        pageAnchors(
          describeWholeSymbol(context, titleSection, kindWords),
          `${origin}${symbol.url}`,
        ),
      );
      continue;
    }
    try {
      parts.push(
        pageAnchors(describeSymbolMember(context, titleSection, member), `${origin}${symbol.url}`),
      );
    } catch (error) {
      // With two owners of the same name, the member may exist on only one of them.
      failures.push(error instanceof Error ? error : new Error(String(error)));
    }
  }
  if (parts.length === 0) throw failures[0] ?? new Error(`The page of "${name}" has no title.`);
  const first = matches[0]?.symbol;
  return capMarkdown(
    `${parts.join('\n---\n\n').trim()}\n`,
    maxCharacters,
    first && `${origin}${markdownPath(first.url)}`,
  );
}
