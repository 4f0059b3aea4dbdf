import {readdirSync} from 'node:fs';
import path from 'node:path';

/**
 * Lists the files under `dir` (relative to `cwd`) whose names end with one of
 * `extensions`, as sorted POSIX paths relative to `cwd`.
 */
export function listFiles(cwd: string, dir: string, extensions: readonly string[]): string[] {
  return readdirSync(path.join(cwd, dir), {recursive: true, encoding: 'utf8'})
    .filter((file) => extensions.some((extension) => file.endsWith(extension)))
    .map((file) => path.posix.join(dir, file.split(path.sep).join('/')))
    .sort();
}
