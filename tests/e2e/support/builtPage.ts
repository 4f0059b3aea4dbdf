import {readFileSync} from 'node:fs';
import path from 'node:path';
import {load} from 'cheerio';
import {siteBuildDirectory} from '../../../src/settings/buildDirectory';
import {routeHtmlFile} from '../../../src/site/builtSite/routeHtmlFile';

/** The build under test: `DOCS_BUILD_DIR`, else `build/`, the folder the e2e server serves. */
export const buildDir = siteBuildDirectory(path.join(import.meta.dirname, '../../..'));

/** What the build itself says a page is: its title and main heading, as written in its HTML. */
export type BuiltPage = {title: string; h1: string | undefined};

/** The built HTML file of a site path (`/a/b` → `a/b/index.html`). */
export function builtFile(route: string): string {
  return routeHtmlFile(buildDir, '/', route);
}

/** The title and first `h1` of the built page at `route`, whitespace collapsed. */
export function builtPage(route: string): BuiltPage {
  const $ = load(readFileSync(builtFile(route), 'utf8'));
  const text = (value: string) => value.replace(/\s+/g, ' ').trim();
  const h1 = $('h1').first();
  return {title: text($('title').first().text()), h1: h1.length > 0 ? text(h1.text()) : undefined};
}

/** Paths of every URL in the built sitemap, in the order the sitemap lists them. */
export function sitemapPaths(): string[] {
  const sitemap = readFileSync(path.join(buildDir, 'sitemap.xml'), 'utf8');
  return [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map(
    (match) => new URL(match[1] ?? '').pathname,
  );
}
