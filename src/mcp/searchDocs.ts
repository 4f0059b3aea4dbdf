import {searchSections, type SearchSection} from '../site/searchSection';
import type {PageHit} from '../plugins/search/engine/pageHits';
import {excerptSegments} from '../plugins/search/engine/excerptSegments';
import type {IndexSource} from '../plugins/search/engine/indexSource';
import {searchPagefind} from '../plugins/search/engine/pagefindEngine';
import {SITE_SEARCH_CONTEXT} from '../plugins/search/engine/siteSearchContext';

/** Longest query `search_docs` takes: a question of several sentences is far below it. */
export const MAX_QUERY_LENGTH = 300;

/** Results `search_docs` returns by default, and at most. */
export const SEARCH_RESULTS = {default: 8, max: 20};

/**
 * Results read when a section filters them: the section's pages are then
 * found among the site's best, in the same order.
 */
const FILTERED_POOL = 60;

/** An excerpt as Markdown: code in backticks, matches left unmarked. */
function excerptMarkdown(excerpt: string): string {
  return excerptSegments(excerpt)
    .map((segment) => (segment.code ? `\`${segment.text.trim()}\` ` : segment.text))
    .join('')
    .replace(/\s+/g, ' ')
    .trim();
}

/** One result as a Markdown list item, with its matching headings. */
function resultMarkdown(hit: PageHit, rank: number, siteUrl: string): string {
  const lines = [`${rank}. [${hit.title}](${siteUrl}${hit.url}) (${hit.section})`];
  if (hit.excerpt) lines.push(`   ${excerptMarkdown(hit.excerpt)}`);
  for (const section of hit.sections) {
    lines.push(`   - [${section.title}](${siteUrl}${section.url})`);
  }
  return lines.join('\n');
}

/**
 * The site's search for an agent: the pages the search box lists for
 * `query`, in its order (the same engine, `searchPagefind`, on the same
 * index), optionally only those of one `section`, as a Markdown list of
 * links with their excerpts and matching headings. Throws on an empty or
 * overlong query.
 */
export async function searchDocs(
  source: IndexSource,
  query: string,
  siteUrl: string,
  {section, limit = SEARCH_RESULTS.default}: {section?: SearchSection; limit?: number} = {},
): Promise<{hits: PageHit[]; markdown: string}> {
  const trimmed = query.trim();
  if (trimmed === '')
    throw new Error('Give search_docs a query: a name, a few words or a question.');
  if (trimmed.length > MAX_QUERY_LENGTH) {
    throw new Error(`A query has at most ${MAX_QUERY_LENGTH} characters.`);
  }
  if (section && !searchSections.includes(section)) {
    throw new Error(`Unknown section ${section}: one of ${searchSections.join(', ')}.`);
  }
  const wanted = Math.min(Math.max(1, Math.floor(limit)), SEARCH_RESULTS.max);
  const found = await searchPagefind(
    trimmed,
    SITE_SEARCH_CONTEXT,
    section ? FILTERED_POOL : wanted,
    source,
  );
  const hits = (section ? found.hits.filter((hit) => hit.section === section) : found.hits).slice(
    0,
    wanted,
  );
  // As the search box says it: the agent should know its words were taken for others.
  const corrected =
    found.correctedQuery && hits.length > 0
      ? `Showing results for "${found.correctedQuery}" (nothing matched "${trimmed}" as typed).\n`
      : '';
  const markdown =
    hits.length === 0
      ? `Nothing${section ? ` in ${section}` : ''} matches "${trimmed}". Try fewer or other words, a symbol name, or another section.`
      : corrected + hits.map((hit, index) => resultMarkdown(hit, index + 1, siteUrl)).join('\n');
  return {hits, markdown};
}
