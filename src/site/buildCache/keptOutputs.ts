import {createHash} from 'node:crypto';
import {
  copyFileSync,
  existsSync,
  linkSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  renameSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import path from 'node:path';
import {filesUnder} from '../files/filesUnder';
import {addFiles} from './labelledHash';

/** What a kept result holds, written beside its files. */
type KeptOutputs = {
  /** The files and folders the pass wrote, relative to the build. */
  outputs: string[];
  /** The hash of every kept file's path and bytes, as they were kept. */
  digest: string;
};

/** The list of what a kept result holds, beside its files. */
const OUTPUTS_FILE = 'outputs.json';

/** The folder holding the kept files themselves. */
const FILES_FOLDER = 'files';

/** The hash of the path, relative to `folder`, and the bytes of every file under it. */
function folderDigest(folder: string): string {
  const hash = createHash('sha256');
  addFiles(hash, folder, filesUnder(folder));
  return hash.digest('hex');
}

/** Calls `place` for each file of a file or folder, with its path under `to`, making folders first. */
function eachFile(from: string, to: string, place: (file: string, target: string) => void): void {
  if (!statSync(from).isDirectory()) {
    mkdirSync(path.dirname(to), {recursive: true});
    place(from, to);
    return;
  }
  const files = filesUnder(from);
  for (const folder of new Set(files.map((file) => path.dirname(path.relative(from, file))))) {
    mkdirSync(path.join(to, folder), {recursive: true});
  }
  for (const file of files) place(file, path.join(to, path.relative(from, file)));
}

/** Hard-links `file` at `target`, or copies it where the two are on different file systems. */
function linkOrCopy(file: string, target: string): void {
  try {
    linkSync(file, target);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EXDEV') throw error;
    copyFileSync(file, target);
  }
}

/**
 * Puts what an earlier build kept under `key` (see `keepOutputs`) back into
 * `outDir`, and returns the paths it wrote, relative to `outDir`;
 * `undefined` when nothing is kept under that key, or when a kept file is
 * no longer what was kept, in which case the entry is dropped. The files
 * are hard links to the kept ones where the file system allows: copying
 * thousands of files took seconds while a build's own writes were still
 * reaching the disk. Something that rewrites a placed file in place changes
 * the kept file too, which is why every restore checks the kept files
 * first. With `emptyOutDir`, everything in `outDir` is removed once the
 * check passes, not only what is placed, as a build would leave it.
 */
export function restoreOutputs(
  cacheDir: string,
  key: string,
  outDir: string,
  {emptyOutDir = false}: {emptyOutDir?: boolean} = {},
): readonly string[] | undefined {
  const entry = path.join(cacheDir, key);
  const list = path.join(entry, OUTPUTS_FILE);
  if (!existsSync(list)) return undefined;
  const kept = JSON.parse(readFileSync(list, 'utf8')) as KeptOutputs;
  const files = path.join(entry, FILES_FOLDER);
  if (folderDigest(files) !== kept.digest) {
    rmSync(entry, {recursive: true, force: true});
    return undefined;
  }
  if (emptyOutDir) rmSync(outDir, {recursive: true, force: true});
  for (const output of kept.outputs) {
    const target = path.join(outDir, output);
    rmSync(target, {recursive: true, force: true});
    eachFile(path.join(files, output), target, linkOrCopy);
  }
  return kept.outputs;
}

/**
 * Keeps `outputs` (files or folders, relative to `outDir`) under `key`, in
 * place of anything kept before: a build needs only the result of the build
 * before it. They are written aside and renamed into place, so a build
 * stopped halfway leaves nothing that looks kept. The kept files are hard
 * links to the build's where the file system allows, which costs no copy
 * (copying the search index's seven thousand files took about three seconds here):
 * Docusaurus empties its output folder before it writes anew, and
 * `npm run search-index` removes the index folder before it writes one, so
 * later writes make new files and leave the kept ones alone. Should
 * something rewrite an output in place, `restoreOutputs` finds the kept
 * file changed and drops the entry.
 */
export function keepOutputs(
  cacheDir: string,
  key: string,
  outDir: string,
  outputs: readonly string[],
): void {
  mkdirSync(cacheDir, {recursive: true});
  for (const name of readdirSync(cacheDir)) {
    rmSync(path.join(cacheDir, name), {recursive: true, force: true});
  }
  const partial = path.join(cacheDir, `${key}.partial-${String(process.pid)}`);
  const files = path.join(partial, FILES_FOLDER);
  for (const output of outputs) {
    eachFile(path.join(outDir, output), path.join(files, output), linkOrCopy);
  }
  const kept: KeptOutputs = {outputs: [...outputs], digest: folderDigest(files)};
  writeFileSync(path.join(partial, OUTPUTS_FILE), JSON.stringify(kept));
  renameSync(partial, path.join(cacheDir, key));
}
