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

const siteDir = path.resolve(import.meta.dirname, '..');
const buildDir = siteBuildDirectory(siteDir);
const started = performance.now();
const report = await precompressBuild(buildDir, {
  cacheDir: path.join(siteDir, 'node_modules/.cache/precompress'),
});
const mb = (bytes: number) => `${(bytes / 1e6).toFixed(1)} MB`;
console.info(
  `[precompress] ${report.files} files (${report.cached} unchanged, from the cache), ${mb(report.bytes)} → Brotli ${mb(report.brotliBytes)}, gzip ${mb(report.gzipBytes)} in ${((performance.now() - started) / 1000).toFixed(1)} s`,
);
