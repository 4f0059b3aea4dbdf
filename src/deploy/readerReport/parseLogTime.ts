/**
 * nginx's `$time_iso8601` (`2026-11-25T10:00:00+00:00`), with `Z` and
 * fractions of a second allowed too. Anything looser is refused rather than
 * guessed at by `Date.parse`, which reads many other shapes.
 */
const ISO_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(?:\.\d+)?(?:Z|[+-]\d{2}:\d{2})$/;

/** A logged time in milliseconds since the Unix epoch, or `undefined` when it is not a valid one. */
export function parseLogTime(value: unknown): number | undefined {
  if (typeof value !== 'string' || !ISO_TIME.test(value)) return undefined;
  const at = Date.parse(value);
  return Number.isFinite(at) ? at : undefined;
}
