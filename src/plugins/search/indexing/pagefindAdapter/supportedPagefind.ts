import {dependencyInternalChanged} from '../../../../site/dependencyInternals/dependencyInternalChanged';

/**
 * The one Pagefind release whose private bundle format this adapter knows.
 * Pagefind documents its search API and its indexing API, not the files it
 * writes; the adapter reads and rewrites those files, so any other release
 * is refused until someone has checked the format again (see
 * `maintainers/upgrading.md`) and the contract test passes on it.
 */
export const SUPPORTED_PAGEFIND_VERSION = '1.6.0';

/** Every Pagefind data file (metadata, word chunks, fragments) starts with this, before its payload. */
export const PAGEFIND_DATA_SIGNATURE = 'pagefind_dcd';

/**
 * A bundle that does not look the way the adapter expects. The build stops
 * on it: rewriting a format that has changed would break search silently.
 */
export class PagefindFormatError extends Error {
  constructor(file: string, problem: string) {
    super(
      dependencyInternalChanged(
        'pagefind-bundle-format',
        `The search index adapter does not recognise the Pagefind bundle (${file}: ${problem}). ` +
          `It supports Pagefind ${SUPPORTED_PAGEFIND_VERSION} only. If Pagefind was upgraded, check ` +
          `its format again, then update src/plugins/search/indexing/pagefindAdapter and ` +
          `SUPPORTED_PAGEFIND_VERSION and run the contract test (tests/validation/pagefind-contract.test.ts).`,
      ).message,
    );
    this.name = 'PagefindFormatError';
  }
}

/**
 * Fails unless the bundle was written by the supported Pagefind release,
 * as its entry file (`pagefind-entry.json`) says.
 */
export function checkBundleVersion(entry: unknown, file = 'pagefind-entry.json'): void {
  const version =
    typeof entry === 'object' && entry !== null && 'version' in entry
      ? (entry as {version: unknown}).version
      : undefined;
  if (version !== SUPPORTED_PAGEFIND_VERSION) {
    throw new PagefindFormatError(file, `written by Pagefind ${String(version)}`);
  }
}
