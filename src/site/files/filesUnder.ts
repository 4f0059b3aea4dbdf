import {readdirSync} from 'node:fs';
import path from 'node:path';

/**
 * Every file under `folder`, as absolute paths, sorted, so a hash over them
 * does not depend on the order the disk lists them.
 */
export function filesUnder(folder: string): string[] {
  return readdirSync(folder, {recursive: true, withFileTypes: true})
    .filter((entry) => entry.isFile())
    .map((entry) => path.join(entry.parentPath, entry.name))
    .sort();
}
