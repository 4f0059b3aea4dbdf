import {execFileSync} from 'node:child_process';
import {
  copyFileSync,
  existsSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  statSync,
} from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {gunzipSync} from 'node:zlib';
import {readBundleEntry, type BundleEntry} from './readBundleEntry';
import {PAGEFIND_DATA_SIGNATURE, PagefindFormatError} from './supportedPagefind';

/**
 * Files Pagefind writes that the site never loads: its own search UIs and
 * their styles, its highlighter, and its web worker (the engine runs
 * Pagefind on the page's thread, see `PAGEFIND_OPTIONS.noWorker`). Deploying
 * them would only add to what a host stores and a crawler finds.
 */
export const UNUSED_PAGEFIND_FILES = [
  'pagefind-ui.js',
  'pagefind-ui.css',
  'pagefind-component-ui.js',
  'pagefind-component-ui.css',
  'pagefind-modular-ui.js',
  'pagefind-modular-ui.css',
  'pagefind-highlight.js',
  'pagefind-worker.js',
];

/** The names the site's engine calls on Pagefind's browser script (see `PagefindModule`). */
const ENGINE_EXPORTS = ['options', 'init', 'search'];

/** The WebAssembly files the entry points at, one per language (`wasm.<language>.pagefind`). */
function wasmFiles(entry: BundleEntry): string[] {
  return Object.entries(entry.languages).map(
    ([language, info]) => `wasm.${info.wasm ?? language}.pagefind`,
  );
}

/** The top-level files and folders of a bundle the site serves, once the adapter has run. */
function servedNames(entry: BundleEntry): Set<string> {
  return new Set([
    'pagefind.js',
    'pagefind-entry.json',
    ...wasmFiles(entry),
    ...Object.values(entry.languages).map(({hash}) => `pagefind.${hash}.pf_meta`),
    'index',
    'filter',
    'fragment',
  ]);
}

/**
 * Deletes what Pagefind wrote and the site never loads (`UNUSED_PAGEFIND_FILES`,
 * and the WebAssembly of languages the entry does not use), and stops on
 * any other file it does not know: a new kind of file means a new bundle
 * layout, which the adapter must be checked against first.
 */
export function pruneBundle(bundleDir: string): void {
  const entry = readBundleEntry(bundleDir, {requireSupportedVersion: false});
  const served = servedNames(entry);
  for (const name of readdirSync(bundleDir)) {
    if (served.has(name)) continue;
    if (UNUSED_PAGEFIND_FILES.includes(name) || /^wasm\.[\w-]+\.pagefind$/.test(name)) {
      rmSync(path.join(bundleDir, name), {recursive: true, force: true});
    } else {
      throw new PagefindFormatError(name, 'a file the adapter does not know');
    }
  }
}

/** Problems with one gzipped data file: empty, or cut short (gzip's own length and checksum tell). */
function gzipProblem(file: string, check?: (bytes: Buffer) => string | undefined): string[] {
  const bytes = readFileSync(file);
  if (bytes.length === 0) return [`${file} is empty`];
  try {
    const inflated = gunzipSync(bytes);
    const problem = check?.(inflated);
    return problem ? [`${file}: ${problem}`] : [];
  } catch (error) {
    return [`${file} is not whole gzip (${String(error)})`];
  }
}

/**
 * Problems with Pagefind's browser script: missing, empty, cut short (it
 * then fails to parse, which `node --check` tells without running it), or
 * without the exports the engine calls.
 */
function scriptProblems(file: string): string[] {
  if (!existsSync(file) || statSync(file).size === 0) return [`${file} is missing or empty`];
  // Checked as the module it is: Node's check of a `.js` file outside an ES package
  // passed some prefixes of it, so a copy named `.mjs` is checked instead.
  const scratch = mkdtempSync(path.join(os.tmpdir(), 'pagefind-script-'));
  try {
    const copy = path.join(scratch, 'pagefind.mjs');
    copyFileSync(file, copy);
    execFileSync(process.execPath, ['--check', copy], {stdio: 'pipe'});
  } catch (error) {
    const stderr = (error as {stderr?: Buffer}).stderr?.toString().trim().split('\n').at(-1);
    return [`${file} does not parse (${stderr ?? String(error)})`];
  } finally {
    rmSync(scratch, {recursive: true, force: true});
  }
  const trailer = /export\s*\{([^}]*)\}\s*;?\s*$/.exec(readFileSync(file, 'utf8'))?.[1] ?? '';
  const exported = new Set(trailer.split(',').map((name) => name.trim()));
  const missing = ENGINE_EXPORTS.filter((name) => !exported.has(name));
  return missing.length > 0 ? [`${file} does not export ${missing.join(', ')}`] : [];
}

function filesIn(folder: string): string[] {
  return existsSync(folder) ? readdirSync(folder).map((name) => path.join(folder, name)) : [];
}

/**
 * Every way the bundle Pagefind wrote into `bundleDir` is not whole: its
 * entry file, browser script, WebAssembly, metadata, word chunks, filters
 * and fragments each checked in full (gzip's checksum covers every byte of a
 * data file, and the WebAssembly must compile). Empty when all is well. A
 * file cut short would break search for every reader, so the build stops
 * on any problem (see `adaptPagefindBundle`).
 */
export function bundleProblems(bundleDir: string): string[] {
  let entry: BundleEntry;
  try {
    entry = readBundleEntry(bundleDir, {requireSupportedVersion: false});
  } catch (error) {
    return [`pagefind-entry.json is not whole (${String(error)})`];
  }
  // Like every data file, the WebAssembly starts with Pagefind's signature once inflated.
  const isWasm = (bytes: Buffer) => {
    const signed = bytes.subarray(0, PAGEFIND_DATA_SIGNATURE.length).toString('latin1');
    if (signed !== PAGEFIND_DATA_SIGNATURE) return `starts with "${signed}"`;
    return WebAssembly.validate(new Uint8Array(bytes.subarray(PAGEFIND_DATA_SIGNATURE.length)))
      ? undefined
      : 'not valid WebAssembly';
  };
  return [
    ...scriptProblems(path.join(bundleDir, 'pagefind.js')),
    ...wasmFiles(entry).flatMap((name) => gzipProblem(path.join(bundleDir, name), isWasm)),
    ...Object.values(entry.languages).flatMap(({hash}) =>
      gzipProblem(path.join(bundleDir, `pagefind.${hash}.pf_meta`)),
    ),
    ...['index', 'filter', 'fragment'].flatMap((folder) =>
      filesIn(path.join(bundleDir, folder)).flatMap((file) => gzipProblem(file)),
    ),
  ].map((problem) => problem.replace(`${bundleDir}${path.sep}`, ''));
}
