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
 * document and so goes without that line).
 */
export function writeMachineDocs(
  outDir: string,
  site: {title: string; tagline: string; url: string},
  pages: readonly MachinePage[],
): void {
  for (const page of pages) {
    writeFileSync(
      path.join(outDir, markdownPath(page.path)),
      withLlmsTxtPointer(page.markdown, site),
    );
  }
  writeFileSync(path.join(outDir, 'llms.txt'), llmsTxt(site, pages));
  writeFileSync(path.join(outDir, 'llms-full.txt'), llmsFullTxt(site, pages));
}
