import {createHash} from 'node:crypto';
import {existsSync, mkdirSync, readFileSync} from 'node:fs';
import {readFile} from 'node:fs/promises';
import path from 'node:path';
import {addLabelled} from '../../site/buildCache/labelledHash';
import {
  INSTALLED_PACKAGES,
  installedPackagesRecord,
} from '../../site/buildCache/installedPackagesRecord';
import {writeFileAtomically} from '../../site/files/writeFileAtomically';
import {mathsCharacters} from './mathsCharacters';

/** The file, in the fonts' cache folder, that keeps each page's maths characters by its key. */
const CACHE_FILE = 'maths-characters.json';

/**
 * What scanning a page for maths depends on besides the page, as one hash:
 * the scan's own code and every installed package (KaTeX and the Markdown
 * parser among them). `undefined` when npm's record of `node_modules` is
 * missing: a changed package could not be told apart, so nothing is kept.
 */
export function mathsScanKey(siteDir: string): string | undefined {
  const installed = installedPackagesRecord(siteDir);
  if (!installed) return undefined;
  const hash = createHash('sha256');
  addLabelled(hash, INSTALLED_PACKAGES, installed);
  // Docusaurus loads plugins as CommonJS, so `__dirname` is this folder.
  addLabelled(hash, 'mathsCharacters.ts', readFileSync(path.join(__dirname, 'mathsCharacters.ts')));
  return hash.digest('hex');
}

/**
 * The characters the maths of `files` typesets (see `mathsCharacters`),
 * each page's kept in `cacheDir` under the hash of its text and `scanKey`
 * (see `mathsScanKey`), so a start or a build parses only the pages changed
 * since the last: parsing the 150 pages with a dollar sign took about 1.7 s
 * every time. The cache is left holding the pages of this call only; with
 * no `scanKey`, every page is scanned and nothing is kept.
 */
export async function cachedMathsCharacters(
  files: readonly string[],
  {
    cacheDir,
    scanKey,
    scan = mathsCharacters,
  }: {cacheDir: string; scanKey: string | undefined; scan?: (markdown: string) => Set<string>},
): Promise<Set<string>> {
  const cacheFile = path.join(cacheDir, CACHE_FILE);
  const kept: Record<string, string> =
    scanKey !== undefined && existsSync(cacheFile)
      ? (JSON.parse(readFileSync(cacheFile, 'utf8')) as Record<string, string>)
      : {};
  const current: Record<string, string> = {};
  const characters = new Set<string>();
  for (const file of files) {
    const markdown = await readFile(file, 'utf8');
    const key = createHash('sha256')
      .update(`${scanKey ?? ''}\0`)
      .update(markdown)
      .digest('hex');
    const found = kept[key] ?? [...scan(markdown)].join('');
    current[key] = found;
    for (const character of found) characters.add(character);
  }
  if (scanKey !== undefined) {
    mkdirSync(cacheDir, {recursive: true});
    writeFileAtomically(cacheFile, JSON.stringify(current));
  }
  return characters;
}
