/**
 * Runs after `npm run build` (npm's `postbuild`): writes `.br` and `.gz`
 * beside every text file of the build, which the production server sends
 * as they are. `precompress.mts <dir>` compresses another build folder.
 */
import path from 'node:path';
import {precompressBuild} from '../src/deploy/precompress';

const buildDir = path.resolve(process.argv[2] ?? 'build');
const started = performance.now();
const report = await precompressBuild(buildDir);
const mb = (bytes: number) => `${(bytes / 1e6).toFixed(1)} MB`;
console.info(
  `[precompress] ${report.files} files, ${mb(report.bytes)} → Brotli ${mb(report.brotliBytes)}, gzip ${mb(report.gzipBytes)} in ${((performance.now() - started) / 1000).toFixed(1)} s`,
);
