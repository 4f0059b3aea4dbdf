import type {Hash} from 'node:crypto';
import {readFileSync} from 'node:fs';
import path from 'node:path';

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
