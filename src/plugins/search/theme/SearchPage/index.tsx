// The /search page: the same engine as the modal, with the full result list
// and the query kept in the URL (`?q=`, and `&exact=1` for a search without
// corrections), so a search can be shared or bookmarked.
import {useCallback, useRef, useSyncExternalStore, type ReactNode} from 'react';
import Layout from '@theme/Layout';
import Head from '@docusaurus/Head';
import Link from '@docusaurus/Link';
import {useHistory, useLocation} from '@docusaurus/router';
import {useContextualSearchFilters} from '@docusaurus/theme-common';
import {useSearchEngine} from '../../client/useSearchEngine';
import {PAGE_RESULTS} from '../../engine/resultLimits';
import {useSearchSettings} from '../../client/useSearchSettings';
import {
  CorrectedQuery,
  Excerpt,
  NoResults,
  ResultCount,
  ResultCountStatus,
  SearchUnavailable,
} from '../SearchStates';

/** What the page searches for: the query, and whether it is searched as typed (no corrections). */
type PageSearch = {query: string; asTyped: boolean};

/** The address's parameter for a search as typed, named as links already shared carry it. */
const AS_TYPED_PARAMETER = 'exact';

function searchInAddress(search: string): PageSearch {
  const params = new URLSearchParams(search);
  return {query: params.get('q') ?? '', asTyped: params.has(AS_TYPED_PARAMETER)};
}

/** The address's query string for `search`, keeping any other parameter it has. */
function addressOfSearch({query, asTyped}: PageSearch, current: string): string {
  const params = new URLSearchParams(current);
  if (query) params.set('q', query);
  else params.delete('q');
  if (asTyped) params.set(AS_TYPED_PARAMETER, '1');
  else params.delete(AS_TYPED_PARAMETER);
  const search = params.toString();
  return search ? `?${search}` : '';
}

/** The server renders the page with no query: it never sees the address's query string. */
const serverAddress = () => '';

/**
 * The page's search, kept in the address and read from it: the page's own
 * changes replace the address's entry, and Back, Forward or the modal's "See
 * all results" change what it shows. Hydration renders the server's text (no
 * query) first, then the address's. While a link leaves the page, the address
 * is another page's before this one goes: the last search read here stays.
 */
function useSearchInAddress(): [PageSearch, (search: PageSearch) => void] {
  const history = useHistory();
  const pathname = useLocation().pathname;
  const lastAddress = useRef('');
  const address = useSyncExternalStore(
    useCallback((onChange: () => void) => history.listen(onChange), [history]),
    () => {
      if (history.location.pathname === pathname) lastAddress.current = history.location.search;
      return lastAddress.current;
    },
    serverAddress,
  );
  const setSearch = useCallback(
    (search: PageSearch) =>
      history.replace({pathname, search: addressOfSearch(search, history.location.search)}),
    [history, pathname],
  );
  return [searchInAddress(address), setSearch];
}

/** Inside the layout, whose providers the contextual search filters read. */
function SearchPageContent(): ReactNode {
  const settings = useSearchSettings();
  const context = useContextualSearchFilters();
  const [{query, asTyped}, setSearch] = useSearchInAddress();
  const state = useSearchEngine(query, context, settings, PAGE_RESULTS, asTyped);
  const searchFor = (typed: string) => setSearch({query: typed, asTyped: false});

  const hits = state.status === 'done' ? state.hits : [];
  return (
    <>
      <Head>
        <title>{query ? `Search results for "${query}"` : 'Search'}</title>
      </Head>
      <main className="container margin-vert--lg" data-search-page>
        <h1>{query ? `Search results for "${query}"` : 'Search the documentation'}</h1>
        <input
          className="margin-bottom--md"
          style={{width: '100%', padding: '0.6rem 0.8rem', font: 'inherit'}}
          type="search"
          aria-label="Search the docs"
          placeholder="Search the docs"
          value={query}
          onChange={(event) => searchFor(event.target.value)}
        />
        {(state.status === 'error' || state.status === 'missing-index') && (
          <SearchUnavailable status={state.status} />
        )}
        {state.status === 'done' && hits.length === 0 && (
          <NoResults
            query={state.query}
            issuesUrl={settings.issuesUrl}
            suggestions={state.suggestions}
            popularPages={settings.popularPages}
            onSuggest={searchFor}
          />
        )}
        {state.status === 'done' && state.correctedQuery && !asTyped && (
          <CorrectedQuery
            corrected={state.correctedQuery}
            typed={state.query}
            onSearchTyped={() => setSearch({query: state.query, asTyped: true})}
          />
        )}
        <ResultCountStatus
          count={state.status === 'done' && !state.stale ? hits.length : undefined}
          query={query.trim()}
        />
        {state.status === 'done' && hits.length > 0 && <ResultCount count={hits.length} />}
        {/* Best first, as in the modal; each result says which part of the site it is from. */}
        <ol className="clean-list">
          {hits.map((hit) => (
            <li key={hit.url} className="margin-bottom--md" data-search-section={hit.section}>
              <h2 className="margin-bottom--xs">
                <Link to={hit.url}>{hit.title}</Link>{' '}
                <span className="badge badge--secondary">{hit.section}</span>
              </h2>
              <p className="margin-bottom--xs">
                <Excerpt excerpt={hit.excerpt} />
              </p>
              {hit.sections.length > 0 && (
                <ul>
                  {hit.sections.map((sub) => (
                    <li key={sub.url}>
                      <Link to={sub.url}>{sub.title}</Link>
                    </li>
                  ))}
                </ul>
              )}
            </li>
          ))}
        </ol>
      </main>
    </>
  );
}

export default function SearchPage(): ReactNode {
  return (
    <Layout title="Search" description="Search the documentation">
      <SearchPageContent />
    </Layout>
  );
}
