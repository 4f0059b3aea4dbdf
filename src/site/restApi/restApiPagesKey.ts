import path from 'node:path';
import {filesUnder} from '../files/filesUnder';
import {generationKey} from '../buildCache/generationStamp';
import {importedPackages} from '../buildCache/importedPackages';
import {OPENAPI_FILE} from './openApiFile';

/**
 * What the REST API pages are generated from, as one hash: the OpenAPI file,
 * every source file of `src/site/` (the page generators, their templates and
 * every helper they import), the generating plugin's version and those of the
 * packages that code imports (the Markdown writers, the YAML parser). Equal
 * keys mean the plugin would write the same pages.
 */
export function restApiPagesKey(siteDir: string): string {
  const siteCode = filesUnder(path.join(siteDir, 'src/site'));
  return generationKey(siteDir, {
    packages: ['docusaurus-plugin-openapi-docs', ...importedPackages(siteCode)],
    files: [path.join(siteDir, OPENAPI_FILE), ...siteCode],
  });
}
