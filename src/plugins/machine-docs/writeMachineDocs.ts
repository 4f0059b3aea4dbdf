import {writeFileSync} from 'node:fs';
import path from 'node:path';
import {llmsFullTxt} from './llmsFullTxt';
import {llmsTxt} from './llmsTxt';
import {withLlmsTxtPointer} from './llmsTxtPointer';
import type {MachinePage} from './machinePage';
import {markdownPath} from './markdownPath';

/**
 * Writes the docs for machines into the build: each page's Markdown at its
 * URL plus `.md`, led by a line pointing at `/llms.txt` (the index), and
 * `/llms-full.txt` (all guide, tutorial and reference prose, which is one
 * document and so goes without that line). Returns the files it wrote,
 * relative to `outDir`, so that a cache of the build keeps each of them.
 */
export function writeMachineDocs(
  outDir: string,
  site: {title: string; tagline: string; url: string},
  pages: readonly MachinePage[],
): string[] {
  const written = new Map<string, string>(
    pages.map((page) => [
      markdownPath(page.path).slice(1),
      withLlmsTxtPointer(page.markdown, site),
    ]),
  );
  written.set('llms.txt', llmsTxt(site, pages));
  written.set('llms-full.txt', llmsFullTxt(site, pages));
  for (const [file, text] of written) writeFileSync(path.join(outDir, file), text);
  return [...written.keys()];
}
