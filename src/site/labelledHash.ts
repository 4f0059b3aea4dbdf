import type {Hash} from 'node:crypto';

/** npm's record of every package installed in `node_modules`, with its version and integrity, relative to the site. */
export const INSTALLED_PACKAGES = 'node_modules/.package-lock.json';

/**
 * Feeds one part of a cache key to `hash`: its label and length, then its
 * bytes, so that no two different lists of parts hash alike.
 */
export function addLabelled(hash: Hash, label: string, bytes: Buffer | string): void {
  hash.update(`\0${label}\0${String(bytes.length)}\0`).update(bytes);
}
