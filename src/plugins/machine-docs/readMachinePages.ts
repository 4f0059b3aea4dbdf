import {readFileSync} from 'node:fs';
import path from 'node:path';
import {load} from 'cheerio';
import {articleDocument} from '../../site/builtSite/articleDocument';
import {builtHtmlFiles} from '../../site/builtSite/builtHtmlFiles';
import {pageArticle} from '../../site/builtSite/pageArticle';
import {servedPath} from '../../site/builtSite/servedPath';
import {searchSection} from '../../site/searchSection';
import {articleMarkdown} from './articleMarkdown';
import type {MachinePage} from './machinePage';

/**
 * Reads every content page of a build (listings, the not-found page and the
 * search page are left out) with its Markdown. Pages in `markdownByPath`
 * take their Markdown from it (see `readOperationMarkdown`).
 */
export function readMachinePages(
  outDir: string,
  siteUrl: string,
  markdownByPath: ReadonlyMap<string, string> = new Map(),
): MachinePage[] {
  const pages: MachinePage[] = [];
  for (const file of builtHtmlFiles(outDir)) {
    const $ = load(articleDocument(readFileSync(path.join(outDir, file), 'utf8')));
    const pagePath = servedPath(file);
    // Read before `pageArticle` edits the page, so llms.txt keeps the titles it has always listed.
    const title = ($('main h1').first().text() || $('title').text()).trim();
    const description = $('meta[name="description"]').attr('content') ?? '';
    const article = pageArticle($);
    if (!article) continue;
    // On a detached copy, a lookup up the tree (a code block's language) stops at the article.
    const markdown = markdownByPath.get(pagePath) ?? articleMarkdown($, article.clone(), siteUrl);
    pages.push({path: pagePath, title, description, section: searchSection(pagePath), markdown});
  }
  return pages;
}
