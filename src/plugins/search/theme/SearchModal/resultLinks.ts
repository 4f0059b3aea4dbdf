import type {PageHit} from '../../engine/pageHits';

/** One link of the result list: where it goes, which is also its key. */
export type ResultLink = {url: string; id: string};

/** Every link a result list offers, in keyboard order: each page, then the headings inside it. */
export function resultLinks(hits: readonly PageHit[]): ResultLink[] {
  return hits.flatMap((hit) => [
    {url: hit.url, id: hit.url},
    ...hit.sections.map((section) => ({url: section.url, id: section.url})),
  ]);
}
