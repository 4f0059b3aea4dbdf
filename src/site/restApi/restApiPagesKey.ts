import path from 'node:path';
import {filesUnder} from '../files/filesUnder';
import {generationKey} from '../buildCache/generationStamp';
import {OPENAPI_FILE} from './openApiFile';

/**
 * What the REST API pages are generated from, as one hash: the OpenAPI file,
 * every source file of `src/site/` (the page generators, their templates and
 * every helper they import) and the generating plugin's version. Equal keys
 * mean the plugin would write the same pages.
 */
export function restApiPagesKey(siteDir: string): string {
  return generationKey(siteDir, {
    packages: ['docusaurus-plugin-openapi-docs'],
    files: [path.join(siteDir, OPENAPI_FILE), ...filesUnder(path.join(siteDir, 'src/site'))],
  });
}
