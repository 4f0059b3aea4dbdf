import {existsSync, readdirSync, rmSync} from 'node:fs';
import path from 'node:path';

/**
 * Removes every file of `dir` whose name `kept` does not hold: a cache or an
 * output folder that a run fills by name is left with that run's files only.
 * A missing `dir` has nothing to remove.
 */
export function removeFilesExcept(dir: string, kept: ReadonlySet<string>): void {
  if (!existsSync(dir)) return;
  for (const name of readdirSync(dir)) {
    if (!kept.has(name)) rmSync(path.join(dir, name), {force: true});
  }
}
