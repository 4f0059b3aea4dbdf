// Read by the browser (the doc footer): it must import nothing that only Node can run.
import {isUnder} from './referenceRoutes';

/** A generated reference and what it was generated from, shown on its pages instead of a date. */
export type ReferenceSource = {
  /** The pages' path prefix, without a trailing slash. */
  pathPrefix: string;
  /** What the pages were generated from, as a reader names it: `@3dverse/livelink 0.8.62`. */
  source: string;
};

/** The source of the generated reference a page belongs to, if it belongs to one. */
export function referenceSourceOf(
  sources: readonly ReferenceSource[],
  pathname: string,
): ReferenceSource | undefined {
  return sources.find(({pathPrefix}) => isUnder(pathname, pathPrefix));
}
