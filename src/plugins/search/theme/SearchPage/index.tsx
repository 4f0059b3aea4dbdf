// The /search page: the same engine as the modal, with the full result list
// and the query kept in the URL (`?q=`, and `&exact=1` for a search without
// corrections), so a search can be shared or bookmarked.
import {useEffect, useState, type ReactNode} from 'react';
import Layout from '@theme/Layout';
import Head from '@docusaurus/Head';
import Link from '@docusaurus/Link';
import {useHistory, useLocation} from '@docusaurus/router';
import {useContextualSearchFilters} from '@docusaurus/theme-common';
import {useSearchEngine} from '../../client/useSearchEngine';
import {PAGE_RESULTS} from '../../engine/resultLimits';
import {useSearchSettings} from '../../client/useSearchSettings';
import {CorrectedQuery, Excerpt, NoResults} from '../SearchStates';

/** Inside the layout, whose providers the contextual search filters read. */
function SearchPageContent(): ReactNode {
  const location = useLocation();
  const history = useHistory();
  const settings = useSearchSettings();
  const context = useContextualSearchFilters();
  const [query, setQuery] = useState(() => new URLSearchParams(location.search).get('q') ?? '');
  const [exact, setExact] = useState(() => new URLSearchParams(location.search).has('exact'));
  const state = useSearchEngine(query, context, settings, PAGE_RESULTS, exact);

  useEffect(() => {
    const params = new URLSearchParams(location.search);
    if ((params.get('q') ?? '') !== query || params.has('exact') !== exact) {
      if (query) params.set('q', query);
      else params.delete('q');
      if (exact) params.set('exact', '1');
      else params.delete('exact');
      const search = params.toString();
      history.replace({pathname: location.pathname, search: search ? `?${search}` : ''});
    }
  }, [query, exact, history, location.pathname, location.search]);

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
          onChange={(event) => {
            setQuery(event.target.value);
            setExact(false);
          }}
        />
        {state.status === 'error' && (
          <div role="alert" data-search-state="error">
            <p>
              <strong>Unable to fetch results</strong>
            </p>
            <p>You might want to check your network connection.</p>
          </div>
        )}
        {state.status === 'missing-index' && (
          <p role="status" data-search-state="missing-index">
            No search index yet: run <code>npm run build</code> once, and <code>npm start</code>{' '}
            serves its index.
          </p>
        )}
        {state.status === 'done' && hits.length === 0 && (
          <NoResults
            query={query.trim()}
            issuesUrl={settings.issuesUrl}
            suggestions={state.suggestions}
            popularPages={settings.popularPages}
            onSuggest={(suggestion) => {
              setQuery(suggestion);
              setExact(false);
            }}
          />
        )}
        {state.status === 'done' && state.correctedQuery && !exact && (
          <CorrectedQuery
            corrected={state.correctedQuery}
            typed={query.trim()}
            onSearchTyped={() => setExact(true)}
          />
        )}
        {state.status === 'done' && hits.length > 0 && (
          <p>
            {hits.length} {hits.length === 1 ? 'page' : 'pages'} found
          </p>
        )}
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
