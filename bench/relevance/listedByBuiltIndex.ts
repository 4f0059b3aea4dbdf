import {builtSearchIndex} from '../../src/mcp/builtSearchIndex';
import {searchPagefind} from '../../src/plugins/search/engine/pagefindEngine';
import {MODAL_RESULTS} from '../../src/plugins/search/engine/resultLimits';
import {SITE_SEARCH_CONTEXT} from '../../src/plugins/search/engine/siteSearchContext';

/**
 * The pages the site's engine lists, best first, for each query, as the
 * search modal would list them, run in Node on the index built under
 * `buildDir` (the MCP server's way of searching it). The engine keeps what
 * it loaded for the life of the process, so a process searches one build.
 */
export async function listedByBuiltIndex(
  buildDir: string,
  queries: readonly string[],
): Promise<string[][]> {
  const source = builtSearchIndex(buildDir);
  const listed: string[][] = [];
  for (const query of queries) {
    const {hits} = await searchPagefind(query, SITE_SEARCH_CONTEXT, MODAL_RESULTS, source);
    listed.push(hits.map((hit) => hit.url));
  }
  return listed;
}
