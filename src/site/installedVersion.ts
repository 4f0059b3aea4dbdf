import {readFileSync} from 'node:fs';
import path from 'node:path';

/** The version of `packageName` installed in the site's `node_modules`, read from its package.json. */
export function installedVersion(siteDir: string, packageName: string): string {
  const manifest = path.join(siteDir, 'node_modules', packageName, 'package.json');
  const {version} = JSON.parse(readFileSync(manifest, 'utf8')) as {version?: unknown};
  if (typeof version !== 'string') throw new Error(`${manifest} has no version.`);
  return version;
}
