import {generatedDocsFolders} from '../../../src/site/references/generatedDocs';

/** Generated reference pages the crawl visits: one in this many, per folder. */
export const GENERATED_PAGE_SAMPLE = 5;

/** The URL prefixes of the generated reference folders (`docs/references/api` → `/references/api/`). */
const generatedPrefixes = generatedDocsFolders.map((folder) => `${folder.replace(/^docs/, '')}/`);

/**
 * The paths the sitemap crawl visits: every written page, and of the pages
 * generated from packages and the OpenAPI file (about 400, all from a few
 * templates) each folder's landing page and one in `every`, in sitemap
 * order. The build already fails on their broken links; the crawl is after
 * what a template does in the browser, which a sample shows. With `all`,
 * every path.
 */
export function crawlPaths(paths: readonly string[], every: number, all = false): string[] {
  if (all) return [...paths];
  const seen = new Map<string, number>();
  return paths.filter((path) => {
    const prefix = generatedPrefixes.find((candidate) => `${path}/`.startsWith(candidate));
    if (!prefix) return true;
    const index = seen.get(prefix) ?? 0;
    seen.set(prefix, index + 1);
    return `${path}/` === prefix || index % every === 0;
  });
}
