import {createHash} from 'node:crypto';
import {readFileSync} from 'node:fs';
import path from 'node:path';
import {filesUnder} from '../../site/files/filesUnder';
import {addFiles, addLabelled} from '../../site/buildCache/labelledHash';
import {
  INSTALLED_PACKAGES,
  installedPackagesRecord,
} from '../../site/buildCache/installedPackagesRecord';
import {VOCABULARY_FILE} from '../search/vocabulary/vocabularyFile';
import type {BuiltSiteOptions} from './builtSiteOptions';

/**
 * Changed whenever what the pass writes changes in a way the hashed code
 * does not show (none so far), so every kept result is written anew.
 */
const OUTPUT_FORMAT = 'built-site-1';

/**
 * What reading one built page depends on besides the page itself, as one
 * hash: the site's options (not the list of pages), the OpenAPI file,
 * every source file under `src/` (the pass's code and everything it
 * imports), every installed package and Node's version. Equal keys mean a
 * page with the same document reads the same (see `keptPageReadings`).
 * `undefined` when npm's record of `node_modules` is missing: without it, a
 * changed package could not be told apart, so nothing is kept.
 */
export function pageReadingKey(
  siteDir: string,
  {site, restApi}: Pick<BuiltSiteOptions, 'site' | 'restApi'>,
): string | undefined {
  const installed = installedPackagesRecord(siteDir);
  if (!installed) return undefined;
  const hash = createHash('sha256');
  const add = (label: string, bytes: Buffer | string) => addLabelled(hash, label, bytes);
  add('format', OUTPUT_FORMAT);
  add('node', process.version);
  add('options', JSON.stringify({site, restApi}));
  add(INSTALLED_PACKAGES, installed);
  if (restApi) add(restApi.specPath, readFileSync(path.join(siteDir, restApi.specPath)));
  addFiles(hash, siteDir, filesUnder(path.join(siteDir, 'src')));
  return hash.digest('hex');
}

/**
 * What reading the built pages writes depends on, as one hash: what
 * reading each page depends on (`readingKey`, see `pageReadingKey`), the
 * list of pages and the HTML of each, the characters the maths fonts were
 * cut to, the search vocabulary and Pagefind's environment variables. Equal
 * keys mean the pass would write the same search index and Markdown twins
 * again, and its check of the pages' maths would pass again.
 */
export function builtSiteKey(
  siteDir: string,
  readingKey: string,
  outDir: string,
  {files, mathsFontCharacters}: Pick<BuiltSiteOptions, 'files' | 'mathsFontCharacters'>,
  environment: NodeJS.ProcessEnv = process.env,
): string {
  const hash = createHash('sha256');
  const add = (label: string, bytes: Buffer | string) => addLabelled(hash, label, bytes);
  add('reading', readingKey);
  // Pagefind reads settings from variables named so, besides its options.
  for (const [name, value] of Object.entries(environment).sort(([a], [b]) => a.localeCompare(b))) {
    if (name.startsWith('PAGEFIND_')) add(name, value ?? '');
  }
  add('files', JSON.stringify(files));
  add('maths font', mathsFontCharacters);
  add(VOCABULARY_FILE, readFileSync(path.join(siteDir, VOCABULARY_FILE)));
  for (const file of files) add(file, readFileSync(path.join(outDir, file)));
  return hash.digest('hex');
}
