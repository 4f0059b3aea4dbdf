import {mkdtempSync, rmSync} from 'node:fs';
import os from 'node:os';
import path from 'node:path';

const scratchFolders: string[] = [];

/**
 * A new folder, private to its owner, for a test to write in. It is
 * remembered so that it goes after the test file however the test ended: a
 * test run should leave nothing behind in the temp folder.
 */
export function scratchFolder(prefix: string): string {
  const folder = mkdtempSync(path.join(os.tmpdir(), prefix));
  scratchFolders.push(folder);
  return folder;
}

/**
 * Removes the folders `scratchFolder` made, after every test file (see
 * `removeScratchFoldersAfterEachFile.ts`), so that no test has to clean up
 * after itself for a run to leave the temp folder as it found it.
 */
export function removeScratchFolders(): void {
  for (const folder of scratchFolders.splice(0)) rmSync(folder, {recursive: true, force: true});
}
