/**
 * `npm run build`: the production build, `docusaurus build`, unless nothing
 * it reads has changed since the last one. Then the last build's output,
 * kept in `node_modules/.cache/site-build`, is placed in `build/` instead
 * (see `src/site/buildCache/siteBuildKey.ts` for what counts). A fresh clone has no
 * kept build and builds; `npm run clean` forgets it. Arguments are passed
 * to `docusaurus build`, which then always runs: the kept build is that of
 * a plain `npm run build`.
 */
import {spawn} from 'node:child_process';
import path from 'node:path';
import {buildOrPlaceKept} from '../src/site/buildCache/cachedSiteBuild';
import {chromiumPath} from '../src/site/chromium';
import {siteBuildKey} from '../src/site/buildCache/siteBuildKey';
import {secondsSince} from '../src/site/printedUnits';

const siteDir = path.resolve(import.meta.dirname, '..');
const KEPT_BUILD = 'node_modules/.cache/site-build';
const args = process.argv.slice(2);
const started = performance.now();

const result = await buildOrPlaceKept({
  outDir: path.join(siteDir, 'build'),
  cacheDir: path.join(siteDir, KEPT_BUILD),
  key: () =>
    args.length > 0
      ? undefined
      : siteBuildKey({siteDir, args, environment: process.env, chromiumPath}),
  build: () =>
    new Promise<number>((resolve, reject) => {
      const docusaurus = path.join(siteDir, 'node_modules/@docusaurus/core/bin/docusaurus.mjs');
      spawn(process.execPath, [docusaurus, 'build', ...args], {cwd: siteDir, stdio: 'inherit'})
        .on('error', reject)
        .on('exit', (code, signal) => resolve(code ?? (signal ? 1 : 0)));
    }),
});

if (result.placed) {
  console.info(
    `[site-build] nothing the build reads has changed since the last build: placed its output from ${KEPT_BUILD} in ${secondsSince(started)} (\`npm run clean\` forgets it)`,
  );
} else if (result.kept === 'kept') {
  console.info(
    `[site-build] kept this build for the next unchanged rebuild (${secondsSince(started)} in all)`,
  );
} else if (result.kept === 'inputs changed') {
  console.info('[site-build] a file changed during the build: this build is not kept');
}
process.exitCode = result.placed ? 0 : result.exitCode;
