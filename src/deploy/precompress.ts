import {createHash} from 'node:crypto';
import {mkdirSync, readdirSync, readFileSync, rmSync, statSync} from 'node:fs';
import {availableParallelism} from 'node:os';
import path from 'node:path';
import {promisify} from 'node:util';
import {brotliCompress, constants, gzip} from 'node:zlib';
import {writeFileAtomically} from '../site/files/writeFileAtomically';

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/** Text files a browser fetches; images, fonts and Pagefind's files are compressed already. */
export const COMPRESSIBLE_EXTENSIONS = new Set([
  '.html',
  '.js',
  '.mjs',
  '.css',
  '.json',
  '.svg',
  '.xml',
  '.txt',
  '.md',
  '.yaml',
  '.map',
]);

/**
 * Brotli quality per file: 11 (slowest, smallest) for content-hashed
 * assets, which are compressed once and cached for a year, and 7 elsewhere.
 * Quality 11 on all 60 MB of a build takes a minute of CPU; on `/assets/`
 * alone (a fifth of it) it takes 12 s, and its scripts and stylesheets come out
 * 10% smaller than at quality 7 (2.02 against 2.23 MB).
 */
export function brotliQuality(relativePath: string): number {
  return relativePath.startsWith(`assets${path.sep}`) || relativePath.startsWith('assets/')
    ? 11
    : 7;
}

/** Files compressed at once: enough to keep libuv's four threads busy. */
const PRECOMPRESS_CONCURRENCY = Math.max(4, availableParallelism() * 2);

/** What {@link precompressBuild} did. */
export type PrecompressReport = {
  files: number;
  /** Files whose compressed twins came from the cache. */
  cached: number;
  bytes: number;
  brotliBytes: number;
  gzipBytes: number;
};

/**
 * The cache key of a file's compressed twins: its content, the Brotli
 * quality it gets, and the zlib and Brotli versions that compress it, so a
 * twin is reused only where compressing again would give the same bytes.
 */
function compressionKey(bytes: Buffer, quality: number): string {
  return createHash('sha256')
    .update(`${quality} zlib ${process.versions.zlib} brotli ${process.versions.brotli ?? ''}\n`)
    .update(bytes)
    .digest('hex');
}

/** A finished twin in the cache, named by its {@link compressionKey}. */
const CACHED_TWIN = /^([0-9a-f]{64})\.(?:br|gz)$/;

/**
 * The cached twins, or `undefined` if either is missing, whether it never
 * was there or another run's sweep has just taken it.
 */
function readTwins(brotliFile: string, gzipFile: string): [Buffer, Buffer] | undefined {
  try {
    return [readFileSync(brotliFile), readFileSync(gzipFile)];
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
    throw error;
  }
}

/**
 * Writes `file.br` and `file.gz` beside every text file of `buildDir`, for
 * a server that serves them as they are (nginx's `brotli_static` and
 * `gzip_static`). A compressed twin that would not be smaller is not
 * written, and the server then sends the file itself. Work runs on libuv's
 * thread pool, so every core takes part, a few files at a time. With
 * `cacheDir`, twins are kept there by {@link compressionKey}, so a file
 * that has not changed since the last run is not compressed again.
 */
export async function precompressBuild(
  buildDir: string,
  {cacheDir}: {cacheDir?: string} = {},
): Promise<PrecompressReport> {
  const files = readdirSync(buildDir, {recursive: true, encoding: 'utf8'}).filter(
    (file) =>
      COMPRESSIBLE_EXTENSIONS.has(path.extname(file)) &&
      statSync(path.join(buildDir, file)).isFile(),
  );
  if (cacheDir) mkdirSync(cacheDir, {recursive: true});
  const used = new Set<string>();
  const report: PrecompressReport = {
    files: files.length,
    cached: 0,
    bytes: 0,
    brotliBytes: 0,
    gzipBytes: 0,
  };
  const compress = async (file: string, bytes: Buffer): Promise<[Buffer, Buffer]> =>
    Promise.all([
      brotli(bytes, {
        params: {
          [constants.BROTLI_PARAM_QUALITY]: brotliQuality(file),
          [constants.BROTLI_PARAM_SIZE_HINT]: bytes.length,
          [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
        },
      }),
      gzipAsync(bytes, {level: 9}),
    ]);
  const compressOne = async (file: string) => {
    const absolute = path.join(buildDir, file);
    const bytes = readFileSync(absolute);
    let twins: [Buffer, Buffer];
    if (cacheDir) {
      const key = compressionKey(bytes, brotliQuality(file));
      used.add(key);
      const [cachedBr, cachedGz] = [`${key}.br`, `${key}.gz`].map((name) =>
        path.join(cacheDir, name),
      ) as [string, string];
      const cached = readTwins(cachedBr, cachedGz);
      if (cached) {
        twins = cached;
        report.cached += 1;
      } else {
        twins = await compress(file, bytes);
        // An interrupted run must not leave a cut-short twin for the next one to serve.
        writeFileAtomically(cachedBr, twins[0]);
        writeFileAtomically(cachedGz, twins[1]);
      }
    } else {
      twins = await compress(file, bytes);
    }
    const [br, gz] = twins;
    report.bytes += bytes.length;
    report.brotliBytes += Math.min(br.length, bytes.length);
    report.gzipBytes += Math.min(gz.length, bytes.length);
    // A twin no smaller than the file is not written, and one left from an earlier
    // run over a file since rewritten in place must go, or nginx would serve it.
    for (const [twin, extension] of [
      [br, 'br'],
      [gz, 'gz'],
    ] as const) {
      // Renamed into place: a twin cut short by an interrupted run would be served as it is.
      if (twin.length < bytes.length) writeFileAtomically(`${absolute}.${extension}`, twin);
      else rmSync(`${absolute}.${extension}`, {force: true});
    }
  };
  // A few files at a time: all at once, every Brotli encoder (megabytes each at
  // quality 11) is allocated together, and peak memory passed 3 GB (measured when
  // precompression still ran inside the build).
  const queue = [...files];
  await Promise.all(
    Array.from({length: PRECOMPRESS_CONCURRENCY}, async () => {
      for (let file = queue.pop(); file !== undefined; file = queue.pop()) {
        await compressOne(file);
      }
    }),
  );
  // Twins of files no longer in the build: dropped, so the cache holds one build's worth. Another
  // run's temporary files are left alone (two builds may be compressed at once).
  if (cacheDir) {
    for (const name of readdirSync(cacheDir)) {
      const twinOf = CACHED_TWIN.exec(name)?.[1];
      if (twinOf && !used.has(twinOf)) rmSync(path.join(cacheDir, name), {force: true});
    }
  }
  return report;
}
