/**
 * `npm run gen-api-docs` (run before `start` and `build`): writes the REST
 * API pages under `docs/references/api/` with docusaurus-plugin-openapi-docs,
 * printing one line instead of one per file. The pages depend only on the
 * OpenAPI file, the site's generator code and the plugin's version, so when
 * none has changed since the pages were written (their stamp says so) they
 * are left as they are.
 */
import {spawnSync} from 'node:child_process';
import {existsSync, readdirSync, rmSync} from 'node:fs';
import path from 'node:path';
import {openApiPluginOptions} from '../src/site/references/openapi';
import {stampMatches, writeStamp} from '../src/site/buildCache/generationStamp';
import {restApiPagesKey} from '../src/site/restApi/restApiPagesKey';
import {secondsSince} from '../src/site/printedUnits';

const siteDir = path.resolve(import.meta.dirname, '..');
const outputDir = path.join(siteDir, openApiPluginOptions.config.assetApi.outputDir);
const started = performance.now();
const key = restApiPagesKey(siteDir);

const upToDate = existsSync(path.join(outputDir, 'sidebar.ts')) && stampMatches(outputDir, key);
if (upToDate) {
  console.info(`[rest-api-pages] up to date with the OpenAPI file (${secondsSince(started)})`);
} else {
  // The whole folder is generated: emptying it does what `clean-api-docs` does, without loading the site a second time.
  rmSync(outputDir, {recursive: true, force: true});
  const docusaurus = path.join(siteDir, 'node_modules/@docusaurus/core/bin/docusaurus.mjs');
  const run = spawnSync(process.execPath, [docusaurus, 'gen-api-docs', 'all'], {
    cwd: siteDir,
    encoding: 'utf8',
  });
  if (run.status !== 0) {
    // Only on failure: its per-file lines are what explains it.
    process.stdout.write(run.stdout);
    process.stderr.write(run.stderr);
    throw new Error(`docusaurus gen-api-docs all exited with ${String(run.status)}`);
  }
  // Loading the site starts every plugin, and TypeDoc runs when its plugin starts: its lines are
  // kept, so the time it took is not counted under the REST API pages' name.
  for (const line of run.stdout.split('\n')) {
    if (line.startsWith('[typedoc] ')) console.info(line);
  }
  writeStamp(outputDir, key);
  const pages = readdirSync(outputDir).filter((name) => name.endsWith('.mdx')).length;
  console.info(`[rest-api-pages] wrote ${pages} REST API pages in ${secondsSince(started)}`);
}
