import {renameSync, writeFileSync} from 'node:fs';
import {threadId} from 'node:worker_threads';

/**
 * Writes a file through a temporary one beside it, renamed over it, so a
 * reader sees the old file or the new one, never a half-written one: the
 * social cards rewrite built pages while other plugins read them (the blog
 * feed, search, the Markdown twins), and an interrupted build must not
 * leave a half-written cache entry for the next one to read. The temporary
 * name does not end in `.html`, so no listing of the build's pages picks it
 * up.
 */
export function writeFileAtomically(file: string, data: string | Uint8Array): void {
  const temporary = `${file}.${process.pid}-${threadId}.tmp`;
  writeFileSync(temporary, data);
  renameSync(temporary, file);
}
