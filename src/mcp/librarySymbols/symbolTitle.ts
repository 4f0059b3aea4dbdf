import {unescapeMarkdown} from '../../site/references/unescapeMarkdown.mjs';

/** A page title read into its parts. */
export type SymbolTitle = {
  /** The words before the colon, lower case (`abstract class`), or '' when the title has none. */
  kindWords: string;
  name: string;
  deprecated: boolean;
};

/**
 * Reads a TypeDoc page title such as `# Class: Livelink`,
 * `# Type Alias: ComponentType\<T>`, `# Function: useEntity()` or
 * `# ~~Class: Old~~`; `undefined` when the line is not a level-one heading.
 */
export function parseSymbolTitle(line: string): SymbolTitle | undefined {
  const heading = /^#\s+(.+?)\s*$/.exec(line)?.[1];
  if (heading === undefined) return undefined;
  const deprecated = /^~~.*~~$/.test(heading);
  const bare = unescapeMarkdown(deprecated ? heading.slice(2, -2) : heading);
  const colon = bare.indexOf(': ');
  const kindWords = colon === -1 ? '' : bare.slice(0, colon).trim().toLowerCase();
  const name = (colon === -1 ? bare : bare.slice(colon + 2))
    .replace(/<.*>$/, '')
    .replace(/\(\)$/, '')
    .trim();
  return name ? {kindWords, name, deprecated} : undefined;
}

/** A member heading as a plain name: `~~old()~~` is `old`, `start()` is `start`, `name?` is `name`. */
export function memberName(heading: string): string {
  return unescapeMarkdown(heading.replace(/^~~(.*)~~$/, '$1'))
    .replace(/\(\)$/, '')
    .replace(/\?$/, '')
    .trim();
}
