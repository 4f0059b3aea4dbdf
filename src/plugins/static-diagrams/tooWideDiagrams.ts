import path from 'node:path';
import {clientLibraries} from '../../site/references/packageReferences';
import {ARTICLE_WIDTH_PX, columnOf, MIN_TEXT_PX, textPxAt} from './diagramReadability';
import type {RenderedDiagram} from './renderDiagrams';

/** A mermaid block of a page: the page's absolute path and the line of its opening fence. */
export type DiagramBlock = {file: string; line: number};

/** Whether a page (its path from the site, with `/`) is a client library's reference, which TypeDoc writes from the package's doc comments. */
function isPackageReference(file: string): boolean {
  return clientLibraries.some(({library}) => file.startsWith(`docs/references/${library}/`));
}

/**
 * The diagrams whose labels fall below `MIN_TEXT_PX` when scaled to a
 * laptop's article column, each as `file:line (text size)`. Those of the
 * site's own pages are the writers' to lay out again; those of the client
 * library references come from the packages' doc comments, so they are
 * kept apart. A block that could not be drawn (`undefined`) is not listed:
 * bundling reports it.
 */
export function tooWideDiagrams(
  siteDir: string,
  blocks: readonly DiagramBlock[],
  drawn: readonly (RenderedDiagram | undefined)[],
): {written: string[]; fromPackages: string[]} {
  const written: string[] = [];
  const fromPackages: string[] = [];
  blocks.forEach((block, index) => {
    const drawing = drawn[index];
    if (!drawing) return;
    const file = path.relative(siteDir, block.file).split(path.sep).join('/');
    const textPx = textPxAt(drawing.light, ARTICLE_WIDTH_PX[columnOf(file)]);
    if (textPx >= MIN_TEXT_PX) return;
    (isPackageReference(file) ? fromPackages : written).push(
      `${file}:${block.line} (${textPx.toFixed(1)} px)`,
    );
  });
  return {written, fromPackages};
}
