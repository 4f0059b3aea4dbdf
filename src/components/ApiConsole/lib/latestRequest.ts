/** The console's one request in flight, as `latestRequest` tracks it. */
export type LatestRequest = {
  /** Aborts the request in flight, if any, and returns the signal of a new one. */
  start: () => AbortSignal;
  /**
   * Whether the request of `signal` is still the latest, clearing it if so:
   * an outcome is shown only then, as a later start took over otherwise.
   */
  finish: (signal: AbortSignal) => boolean;
  /** Aborts the request in flight, if any. */
  abort: () => void;
};

/**
 * Keeps one request in flight: starting one aborts the one before, whose
 * outcome `finish` then refuses, so that the last request sent is the one
 * whose outcome shows and the one a Cancel reaches.
 */
export function latestRequest(): LatestRequest {
  let current: AbortController | null = null;
  return {
    start: () => {
      current?.abort();
      current = new AbortController();
      return current.signal;
    },
    finish: (signal) => {
      if (current?.signal !== signal) return false;
      current = null;
      return true;
    },
    abort: () => current?.abort(),
  };
}
