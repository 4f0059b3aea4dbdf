import {existsSync, readFileSync, writeFileSync} from 'node:fs';
import path from 'node:path';

/** The file, in a generated folder, that records the key of what its files were generated from. */
const STAMP_FILE = '.generated-from';

/** Whether the generated folder `dir` was last written from inputs whose key is `key`. */
export function stampMatches(dir: string, key: string): boolean {
  const stamp = path.join(dir, STAMP_FILE);
  return existsSync(stamp) && readFileSync(stamp, 'utf8') === key;
}

/** Records in `dir` that its files were generated from inputs whose key is `key`; call it once they are written. */
export function writeStamp(dir: string, key: string): void {
  writeFileSync(path.join(dir, STAMP_FILE), key);
}
