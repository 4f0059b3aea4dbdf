import {useEffect, useState} from 'react';
import type {PageHit} from '../engine/pageHits';
import {searchAlgolia} from '../algolia/algoliaEngine';
import {SearchIndexMissingError, type SearchContext} from '../engine/indexSource';
import {searchPagefind} from '../engine/pagefindEngine';
import type {EngineSettings} from '../shared/engineSettings';
import {resolveEngineSettings} from '../shared/publishedSettings';
import {tagsFromKey, tagsKey} from './tagsKey';

/** Where a query stands, as the modal and the search page show it. */
export type SearchState =
  | {status: 'idle'}
  | {status: 'loading'}
  | {
      status: 'done';
      /** The query these results answer, trimmed: an earlier one while `stale`. */
      query: string;
      hits: PageHit[];
      correctedQuery?: string;
      suggestions?: string[];
      /** The results answer an earlier query, kept on screen while the current one runs. */
      stale?: true;
    }
  | {status: 'error'}
  | {status: 'missing-index'};

/** Waits this long after the last keystroke before querying. */
const DEBOUNCE_MS = 80;

/**
 * Runs the query on the configured engine (Algolia when configured, else the
 * embedded index; see `resolveEngineSettings`) after a short pause, dropping
 * answers to older queries. With `asTyped`, the embedded engine searches the
 * words as typed, without correcting them (the reader's "Search instead for").
 */
export function useSearchEngine(
  query: string,
  context: SearchContext,
  settings: EngineSettings,
  limit: number,
  asTyped = false,
): SearchState {
  const [latest, setLatest] = useState<{key: string; state: SearchState} | null>(null);
  const trimmed = query.trim();
  const tags = tagsKey(context.tags);
  // Everything the answer depends on: an answer for other filters or another count is stale.
  const key = JSON.stringify([trimmed, asTyped, context.locale, tags, limit]);
  useEffect(() => {
    if (trimmed === '') {
      return undefined;
    }
    const controller = new AbortController();
    const timer = window.setTimeout(() => {
      const scoped = {locale: context.locale, tags: tagsFromKey(tags)};
      const run = resolveEngineSettings(settings).then(async ({algolia}) =>
        algolia
          ? {hits: await searchAlgolia(trimmed, scoped, algolia, limit, controller.signal)}
          : searchPagefind(trimmed, scoped, limit, undefined, {typoTolerance: !asTyped}),
      );
      run.then(
        (outcome) => {
          if (!controller.signal.aborted)
            setLatest({key, state: {status: 'done', query: trimmed, ...outcome}});
        },
        (error: unknown) => {
          if (controller.signal.aborted) return;
          console.error('Search failed', error);
          const status = error instanceof SearchIndexMissingError ? 'missing-index' : 'error';
          setLatest({key, state: {status}});
        },
      );
    }, DEBOUNCE_MS);
    return () => {
      controller.abort();
      window.clearTimeout(timer);
    };
  }, [key, trimmed, context.locale, tags, settings, limit, asTyped]);
  if (trimmed === '') {
    return {status: 'idle'};
  }
  if (latest?.key === key) {
    return latest.state;
  }
  // Keep the previous results on screen while the next query runs.
  return latest?.state.status === 'done' ? {...latest.state, stale: true} : {status: 'loading'};
}
