import {readFileSync} from 'node:fs';
import path from 'node:path';
import {checkBundleVersion, PagefindFormatError} from './supportedPagefind';

/**
 * The bundle's entry file: the Pagefind version, and each language's
 * metadata hash and WebAssembly.
 */
export type BundleEntry = {
  version: string;
  languages: Record<string, {hash: string; wasm?: string}>;
};

/**
 * Reads the entry file (`pagefind-entry.json`) of the bundle in
 * `bundleDir`, throwing `PagefindFormatError` when it has no languages or a
 * language has no metadata hash. With `requireSupportedVersion`, it first
 * throws when another Pagefind release wrote the bundle, so that a changed
 * format is named as such; the check for a torn bundle leaves it off, since
 * a bundle of another release is not a torn one.
 */
export function readBundleEntry(
  bundleDir: string,
  {requireSupportedVersion}: {requireSupportedVersion: boolean},
): BundleEntry {
  const entry = JSON.parse(
    readFileSync(path.join(bundleDir, 'pagefind-entry.json'), 'utf8'),
  ) as unknown;
  if (requireSupportedVersion) checkBundleVersion(entry);
  const languages = (entry as {languages?: unknown} | null)?.languages;
  if (typeof languages !== 'object' || languages === null) {
    throw new PagefindFormatError('pagefind-entry.json', 'no languages');
  }
  for (const [language, info] of Object.entries(languages)) {
    if (typeof (info as {hash?: unknown} | null)?.hash !== 'string') {
      throw new PagefindFormatError('pagefind-entry.json', `language ${language} has no hash`);
    }
  }
  return entry as BundleEntry;
}
