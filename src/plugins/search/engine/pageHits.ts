import {rewriteDocsPath, searchSections, type SearchSection} from '../../../site/searchSection';

/** A heading inside a page that matched, linking to its anchor. */
export type SectionHit = {url: string; title: string; excerpt: string};

/** A page that matched, with the headings inside it that matched too. */
export type PageHit = {
  url: string;
  title: string;
  section: SearchSection;
  excerpt: string;
  sections: SectionHit[];
};

/** The fields of a Pagefind result's data that the modal uses. */
export type PagefindResultData = {
  url: string;
  excerpt: string;
  meta: Record<string, string | undefined>;
  sub_results?: {url: string; title: string; excerpt: string}[];
};

/**
 * Rewrites the path of a result URL with `rewriteDocsPath`, keeping its hash,
 * and drops the trailing slash the index adds to folder pages, so results
 * use the same addresses as the site's own links.
 */
export function rewriteResultUrl(url: string): string {
  const hashAt = url.indexOf('#');
  const path = hashAt === -1 ? url : url.slice(0, hashAt);
  const hash = hashAt === -1 ? '' : url.slice(hashAt);
  const clean = rewriteDocsPath(path).replace(/(.)\/$/, '$1');
  return `${clean}${hash}`;
}

function isSection(value: string | undefined): value is SearchSection {
  return (searchSections as readonly string[]).includes(value ?? '');
}

/** Headings a page hit lists under its page, whichever engine found them. */
export const MAX_SECTIONS = 3;

/**
 * Turns a Pagefind result into a page hit: URLs rewritten, the page title
 * from its metadata, and the headings that matched as sections (the one
 * that only repeats the page itself left out, at most `MAX_SECTIONS`).
 */
export function toPageHit(data: PagefindResultData): PageHit {
  const url = rewriteResultUrl(data.url);
  const sections = (data.sub_results ?? [])
    .map((sub) => ({...sub, url: rewriteResultUrl(sub.url)}))
    .filter((sub) => sub.url.includes('#') && sub.url !== url)
    .slice(0, MAX_SECTIONS);
  return {
    url,
    title: data.meta.title ?? url,
    section: isSection(data.meta.section) ? data.meta.section : 'Guide',
    excerpt: data.excerpt,
    sections,
  };
}
