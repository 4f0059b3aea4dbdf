import type {Hash} from 'node:crypto';
import {existsSync, readFileSync} from 'node:fs';
import path from 'node:path';

/** npm's record of every package installed in `node_modules`, with its version and integrity, relative to the site. */
export const INSTALLED_PACKAGES = 'node_modules/.package-lock.json';

/**
 * The bytes of npm's record of the site's installed packages (see
 * `INSTALLED_PACKAGES`), for a cache key, or `undefined` when it is missing:
 * a key without it could not tell a changed package apart, so its cache
 * keeps nothing.
 */
export function installedPackagesRecord(siteDir: string): Buffer | undefined {
  const installed = path.join(siteDir, INSTALLED_PACKAGES);
  return existsSync(installed) ? readFileSync(installed) : undefined;
}

/**
 * Feeds one part of a cache key to `hash`: its label and length, then its
 * bytes, so that no two different lists of parts hash alike.
 */
export function addLabelled(hash: Hash, label: string, bytes: Buffer | string): void {
  hash.update(`\0${label}\0${String(bytes.length)}\0`).update(bytes);
}

/**
 * Feeds each of `files` to `hash` as one part, labelled with its path from
 * `base`: a file moved, renamed or edited changes the key.
 */
export function addFiles(hash: Hash, base: string, files: Iterable<string>): void {
  for (const file of files) addLabelled(hash, path.relative(base, file), readFileSync(file));
}
