import {readFile} from 'node:fs/promises';
import {markdownPath} from '../plugins/machine-docs/markdownPath';
import {fencedLines} from './markdownFences';
import {fileInside} from './fileInside';

/** Longest piece of a page `read_page` returns at once; `offset` reads on. */
export const PAGE_CHARACTER_LIMIT = 24_000;

/** Longest `path` argument accepted: no page address comes near it. */
export const MAX_PATH_LENGTH = 512;

/**
 * The site path a `read_page` argument names: a site path (`/core-concepts/assets`),
 * the same with a trailing slash, `.md`, `.html` or an anchor, or a full
 * URL of the site (`https://docs.3dverse.com/…`). Throws on another
 * origin, on `..`, on characters no page path has, and on a path too long.
 */
export function pagePathOf(address: string, siteUrl: string): string {
  const trimmed = address.trim();
  if (trimmed === '')
    throw new Error('Give the page as a site path such as /core-concepts/assets.');
  if (trimmed.length > MAX_PATH_LENGTH) {
    throw new Error(`A page path has at most ${MAX_PATH_LENGTH} characters.`);
  }
  let url: URL;
  try {
    url = new URL(trimmed, `${siteUrl}/`);
  } catch {
    throw new Error(`Not a page address: ${trimmed}`);
  }
  if (url.origin !== new URL(siteUrl).origin) {
    throw new Error(`Only pages of ${siteUrl} can be read, not ${url.origin}.`);
  }
  // `URL` folds `..` away, so the raw text is checked too, encoded or not.
  const decoded = (text: string) => {
    try {
      return decodeURIComponent(text);
    } catch {
      throw new Error(
        `Not a page address: ${trimmed} holds a % not followed by a character's code.`,
      );
    }
  };
  const raw = decoded(trimmed.replace(/[?#].*$/, ''));
  if (raw.split(/[\\/]/).includes('..') || /[\\\0]/.test(raw)) {
    throw new Error(`A page path cannot leave the site: ${trimmed}`);
  }
  const pathname = decoded(url.pathname)
    .replace(/\/index\.(html|md)$/, '/')
    .replace(/\.(html|md)$/, '')
    .replace(/(.)\/$/, '$1');
  if (!/^\/[\p{L}\p{N}\-_./]*$/u.test(pathname)) {
    throw new Error(`Not a page path: ${pathname}`);
  }
  return pathname;
}

/**
 * The Markdown twin of the page at `address` (see `pagePathOf`) from the
 * build, from character `offset`, at most `PAGE_CHARACTER_LIMIT` of it,
 * saying where to read on when there is more. Throws, naming the path,
 * when the site has no such page.
 */
export async function readPage(
  buildDir: string,
  address: string,
  siteUrl: string,
  offset = 0,
): Promise<{path: string; markdown: string}> {
  const pagePath = pagePathOf(address, siteUrl);
  const file = fileInside(buildDir, `.${markdownPath(pagePath)}`);
  if (!file) throw new Error(`A page path cannot leave the site: ${address}`);
  let markdown: string;
  try {
    markdown = await readFile(file, 'utf8');
  } catch {
    throw new Error(
      `No page at ${pagePath}. Find pages with search_docs, or list them in ${siteUrl}/llms.txt.`,
    );
  }
  if (offset >= markdown.length && offset > 0) {
    throw new Error(
      `The page at ${pagePath} has ${markdown.length} characters; offset ${offset} is past its end.`,
    );
  }
  const rest = markdown.slice(offset);
  if (rest.length <= PAGE_CHARACTER_LIMIT) return {path: pagePath, markdown: rest};
  const end = pieceEnd(rest, PAGE_CHARACTER_LIMIT);
  return {
    path: pagePath,
    markdown: `${rest.slice(0, end).trimEnd()}\n\n[The page goes on: call read_page with offset ${offset + end} for the remaining ${markdown.length - offset - end} characters.]`,
  };
}

/**
 * Where to end a piece of at most `limit` characters of `markdown`: at the
 * last blank line before the limit that is not inside a code block, so a
 * piece never ends halfway through an example; failing that in its second
 * half, at the last line break (a long example is cut between two of its
 * lines); failing that, at the limit, or just before it rather than between
 * the two halves of a character.
 */
export function pieceEnd(markdown: string, limit: number): number {
  const lines = markdown.split('\n');
  const fenced = fencedLines(lines);
  let best = -1;
  let at = 0;
  for (const [index, line] of lines.entries()) {
    const next = at + line.length + 1;
    if (next > limit) break;
    if (!fenced[index] && line.trim() === '') best = next;
    at = next;
  }
  if (best > limit / 2) return best;
  const afterLastBreak = markdown.lastIndexOf('\n', limit - 1) + 1;
  if (afterLastBreak > limit / 2) return afterLastBreak;
  return /[\ud800-\udbff]/.test(markdown.charAt(limit - 1)) ? limit - 1 : limit;
}
