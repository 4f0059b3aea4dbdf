import type {ReactNode} from 'react';
import type {SearchState} from '../../client/useSearchEngine';
import type {SearchSettings} from '../../shared/searchSettings';
import {NoResults, SearchUnavailable} from '../SearchStates';

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
  if (state.status === 'error' || state.status === 'missing-index') {
    return <SearchUnavailable status={state.status} />;
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
