import {readFileSync, writeFileSync} from 'node:fs';
import path from 'node:path';
import {load} from 'cheerio';
import {builtHtmlFiles, servedPath} from './buildPagefindIndex';
import {llmsFullTxt, llmsTxt, markdownPath, type MachinePage} from './llmsTxt';
import {pageMarkdown} from './pageMarkdown';
import {searchSection} from './searchSection';

/**
 * Writes the docs for machines into the build: each page's Markdown at its
 * URL plus `.md`, `/llms.txt` (the index) and `/llms-full.txt` (all guide,
 * tutorial and reference prose). Returns how many pages got a twin.
 */
export function writeMachineDocs(
  outDir: string,
  site: {title: string; tagline: string; url: string},
): number {
  const pages: MachinePage[] = [];
  for (const file of builtHtmlFiles(outDir)) {
    const html = readFileSync(path.join(outDir, file), 'utf8');
    const markdown = pageMarkdown(html, site.url);
    if (markdown === '') {
      continue;
    }
    const $ = load(html);
    const pagePath = servedPath(file);
    const title = ($('main h1').first().text() || $('title').text()).trim();
    const description = $('meta[name="description"]').attr('content') ?? '';
    pages.push({path: pagePath, title, description, section: searchSection(pagePath), markdown});
    writeFileSync(path.join(outDir, markdownPath(pagePath)), markdown);
  }
  writeFileSync(path.join(outDir, 'llms.txt'), llmsTxt(site, pages));
  writeFileSync(path.join(outDir, 'llms-full.txt'), llmsFullTxt(site, pages));
  return pages.length;
}
