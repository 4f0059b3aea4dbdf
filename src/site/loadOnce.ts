/** A module load shared by every caller, and what it gave once it succeeded. */
export type OnceLoader<T> = {
  /** Starts the load, or joins the one under way or finished. */
  load: () => Promise<T>;
  /** The loaded value, or undefined while nothing has succeeded yet. */
  loaded: () => T | undefined;
};

/**
 * Shares one load between every caller, and forgets a failed one so
 * that the next `load()` (Retry) fetches again instead of replaying the error.
 */
export function loadOnce<T>(start: () => Promise<T>): OnceLoader<T> {
  let pending: Promise<T> | undefined;
  let value: T | undefined;
  return {
    load: () => {
      pending ??= start().then(
        (result) => {
          value = result;
          return result;
        },
        (error: unknown) => {
          pending = undefined;
          throw error;
        },
      );
      return pending;
    },
    loaded: () => value,
  };
}
