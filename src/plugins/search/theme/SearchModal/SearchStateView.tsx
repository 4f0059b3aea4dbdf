import type {ReactNode} from 'react';
import type {SearchState} from '../../client/useSearchEngine';
import type {SearchSettings} from '../../shared/searchSettings';
import {NoResults} from '../SearchStates';
// The states look as the no-results state does.
import statesStyles from '../SearchStates/styles.module.css';

/**
 * What the modal says instead of results: the index could not be fetched,
 * there is no index yet (a development server before the first build), or
 * nothing matched, naming the query that found nothing (the last one, while
 * the next runs). Nothing while results are loading or shown.
 */
export function SearchStateView({
  state,
  settings,
  onSuggest,
  onAskAi,
}: {
  state: SearchState;
  settings: SearchSettings;
  onSuggest: (query: string) => void;
  onAskAi: () => void;
}): ReactNode {
  if (state.status === 'error') {
    return (
      <div className={statesStyles.state} data-search-state="error" role="alert">
        <p className={statesStyles.stateTitle}>Unable to fetch results</p>
        <p>You might want to check your network connection.</p>
      </div>
    );
  }
  if (state.status === 'missing-index') {
    return (
      <div className={statesStyles.state} data-search-state="missing-index" role="status">
        <p className={statesStyles.stateTitle}>No search index yet</p>
        <p>
          The search index is written by a production build. Run <code>npm run build</code> once;{' '}
          <code>npm start</code> then serves the last build's index.
        </p>
      </div>
    );
  }
  if (state.status === 'done' && state.hits.length === 0) {
    return (
      <NoResults
        query={state.query}
        issuesUrl={settings.issuesUrl}
        suggestions={state.suggestions}
        popularPages={settings.popularPages}
        onSuggest={onSuggest}
        onAskAi={onAskAi}
      />
    );
  }
  return null;
}
