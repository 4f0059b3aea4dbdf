import {createHash} from 'node:crypto';
import {existsSync, readFileSync, writeFileSync} from 'node:fs';
import path from 'node:path';
import {installedVersion} from '../installedVersion';
import {addFiles, addLabelled} from './labelledHash';

/** The file, in a generated folder, that records the key of what its files were generated from. */
const STAMP_FILE = '.generated-from';

/** What a generated folder is made from, for `generationKey`. */
export type GenerationInputs = {
  /** The generator's options, serialised, when they are not all in `files`. */
  settings?: string;
  /** Packages whose installed versions change what is written: the generators and what they read. */
  packages: readonly string[];
  /** Absolute paths of every file read to write the folder, the site's own generator code included. */
  files: readonly string[];
};

/**
 * The key of a generated folder's inputs, for its stamp: the settings, the
 * installed version of each package, and the path (from the site) and
 * bytes of each file. Equal keys mean the generator would write the same
 * files again.
 */
export function generationKey(siteDir: string, inputs: GenerationInputs): string {
  const hash = createHash('sha256');
  addLabelled(hash, 'settings', inputs.settings ?? '');
  for (const name of inputs.packages) {
    addLabelled(hash, `package ${name}`, installedVersion(siteDir, name));
  }
  addFiles(hash, siteDir, inputs.files);
  return hash.digest('hex');
}

/** Whether the generated folder `dir` was last written from inputs whose key is `key`. */
export function stampMatches(dir: string, key: string): boolean {
  const stamp = path.join(dir, STAMP_FILE);
  return existsSync(stamp) && readFileSync(stamp, 'utf8') === key;
}

/** Records in `dir` that its files were generated from inputs whose key is `key`; call it once they are written. */
export function writeStamp(dir: string, key: string): void {
  writeFileSync(path.join(dir, STAMP_FILE), key);
}
