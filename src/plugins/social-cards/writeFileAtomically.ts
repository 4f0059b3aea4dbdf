import {renameSync, writeFileSync} from 'node:fs';
import {threadId} from 'node:worker_threads';

/**
 * Writes a file through a temporary one beside it, renamed over it: other
 * plugins read the built pages at the same time (the blog feed, search,
 * the Markdown twins), and must see the old page or the new one, never a
 * half-written one. The temporary name does not end in `.html`, so no
 * listing of the build's pages picks it up.
 */
export function writeFileAtomically(file: string, data: string | Uint8Array): void {
  const temporary = `${file}.${process.pid}-${threadId}.tmp`;
  writeFileSync(temporary, data);
  renameSync(temporary, file);
}
