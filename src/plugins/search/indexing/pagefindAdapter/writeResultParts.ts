import {mkdirSync, writeFileSync} from 'node:fs';
import path from 'node:path';
import {
  RESULT_PARTS_FOLDER,
  resultPartPath,
  splitIntoParts,
  type PartHeading,
} from '../../shared/resultParts';
import {
  OUTLINE_TABLE_FILE,
  packOutline,
  pageOutline,
  type OutlineTable,
} from '../../shared/pageOutline';
import type {PagefindFragment} from './bundleFormat';
import {pageWords} from './readFragments';

/** Headings as Pagefind counts them for sub-results: `h1` to `h6` with some text. */
function isHeading(anchor: PagefindFragment['anchors'][number]): boolean {
  return /^h\d$/i.test(anchor.element) && /\S/.test(anchor.text);
}

/**
 * Writes each indexed page's text as result parts (see `ResultPart`) into
 * the `parts` folder of a Pagefind bundle, for the browser to fetch instead
 * of the page's whole fragment. The words are split as Pagefind splits them
 * for excerpts (see `pageWords`), so the locations a search returns point
 * into them, and `code` flags the words that are code. The pages' outlines
 * go into one table (see `OutlineTable`), for Ask AI to weigh sections by.
 * Returns the number of parts written.
 */
export function writeResultParts(
  bundleDir: string,
  pages: readonly {id: string; fragment: PagefindFragment; code: readonly boolean[]}[],
): number {
  mkdirSync(path.join(bundleDir, RESULT_PARTS_FOLDER), {recursive: true});
  let written = 0;
  const outlines: OutlineTable = {};
  for (const {id, fragment, code} of pages) {
    const headings = fragment.anchors
      .filter(isHeading)
      .map((anchor): PartHeading => [anchor.location, anchor.id, anchor.text.trim()]);
    const words = pageWords(fragment.content);
    const parts = splitIntoParts(
      {
        url: fragment.url,
        title: fragment.meta.title ?? fragment.url,
        section: fragment.meta.section ?? '',
      },
      words,
      headings,
      code,
    );
    outlines[id] = packOutline(
      pageOutline(
        words,
        headings.map(([location, , text]) => [location, text] as const),
        code,
      ),
    );
    parts.forEach((part, index) => {
      writeFileSync(path.join(bundleDir, resultPartPath(id, index)), JSON.stringify(part));
    });
    written += parts.length;
  }
  writeFileSync(path.join(bundleDir, OUTLINE_TABLE_FILE), JSON.stringify(outlines));
  return written;
}
