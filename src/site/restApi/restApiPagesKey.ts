import {createHash} from 'node:crypto';
import {readFileSync} from 'node:fs';
import path from 'node:path';
import {filesUnder} from '../filesUnder';
import {installedVersion} from '../installedVersion';
import {SPEC_PATH} from '../openapi';

/**
 * What the REST API pages are generated from, as one hash: the OpenAPI file,
 * every source file of `src/site/` (the page generators, their templates and
 * every helper they import) and the generating plugin's version. Equal keys
 * mean the plugin would write the same pages again.
 */
export function restApiPagesKey(siteDir: string): string {
  const hash = createHash('sha256');
  const plugin = 'docusaurus-plugin-openapi-docs';
  hash.update(`${plugin} ${installedVersion(siteDir, plugin)}\n`);
  for (const file of [
    path.join(siteDir, SPEC_PATH),
    ...filesUnder(path.join(siteDir, 'src/site')),
  ]) {
    hash.update(`${path.relative(siteDir, file)}\n`).update(readFileSync(file));
  }
  return hash.digest('hex');
}
