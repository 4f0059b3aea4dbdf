/**
 * `npm run precompress`: writes `.br` and `.gz` beside every text file of
 * the build, which the production server sends as they are. A step of its
 * own, not part of `npm run build`: only a build about to be served needs
 * it, so `serve:prod`, the end-to-end tests and a deployment run it, and a
 * writer checking their pages does not wait for it. Twins of unchanged files
 * come from `node_modules/.cache/precompress`. Compresses `DOCS_BUILD_DIR`
 * when set, else `build/`.
 */
import path from 'node:path';
import {precompressBuild} from '../src/deploy/precompress';
import {siteBuildDirectory} from '../src/settings/buildDirectory';
import {megabytes, secondsSince} from '../src/site/printedUnits';

const siteDir = path.resolve(import.meta.dirname, '..');
const buildDir = siteBuildDirectory(siteDir);
const started = performance.now();
const report = await precompressBuild(buildDir, {
  cacheDir: path.join(siteDir, 'node_modules/.cache/precompress'),
});
console.info(
  `[precompress] ${report.files} files (${report.cached} unchanged, from the cache), ${megabytes(report.bytes)} → Brotli ${megabytes(report.brotliBytes)}, gzip ${megabytes(report.gzipBytes)} in ${secondsSince(started)}`,
);
