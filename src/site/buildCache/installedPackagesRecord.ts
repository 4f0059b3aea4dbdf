import {existsSync, readFileSync} from 'node:fs';
import path from 'node:path';

/** npm's record of every package installed in `node_modules`, with its version and integrity, relative to the site. */
export const INSTALLED_PACKAGES = 'node_modules/.package-lock.json';

/**
 * The bytes of npm's record of the site's installed packages (see
 * `INSTALLED_PACKAGES`), for a cache key, or `undefined` when it is missing:
 * a key without it could not tell a changed package apart, so its cache
 * keeps nothing.
 */
export function installedPackagesRecord(siteDir: string): Buffer | undefined {
  const installed = path.join(siteDir, INSTALLED_PACKAGES);
  return existsSync(installed) ? readFileSync(installed) : undefined;
}
