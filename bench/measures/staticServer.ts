import {createReadStream, existsSync, statSync} from 'node:fs';
import {readFile} from 'node:fs/promises';
import {createServer, type Server} from 'node:http';
import type {AddressInfo} from 'node:net';
import path from 'node:path';
import {promisify} from 'node:util';
import {gzip} from 'node:zlib';
import {COMPRESSIBLE_EXTENSIONS} from '../../src/deploy/precompress';

const gzipAsync = promisify(gzip);

const CONTENT_TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.txt': 'text/plain; charset=utf-8',
  '.md': 'text/markdown; charset=utf-8',
  '.xml': 'application/xml; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.ico': 'image/x-icon',
  '.woff': 'font/woff',
  '.woff2': 'font/woff2',
  '.ttf': 'font/ttf',
  '.wasm': 'application/wasm',
  '.pf_meta': 'application/octet-stream',
  '.pf_index': 'application/octet-stream',
  '.pf_fragment': 'application/octet-stream',
};

/**
 * Whether a host would serve `file` gzipped to a client that accepts it: the
 * text formats the production build precompresses.
 */
export function isGzippedType(file: string): boolean {
  return COMPRESSIBLE_EXTENSIONS.has(path.extname(file));
}

/**
 * Whether an `Accept-Encoding` header allows a gzip body: `gzip` (or `*`,
 * when gzip is not named) with a quality above zero. A missing header allows
 * only the identity encoding; a server may compress anyway, but hosts do not.
 */
export function acceptsGzip(acceptEncoding: string | undefined): boolean {
  const qualities = new Map<string, number>();
  for (const part of (acceptEncoding ?? '').split(',')) {
    const [coding = '', ...parameters] = part.split(';').map((piece) => piece.trim());
    if (coding === '') {
      continue;
    }
    const quality = parameters
      .map((parameter) => /^q=([\d.]+)$/i.exec(parameter)?.[1])
      .find((value) => value !== undefined);
    qualities.set(coding.toLowerCase(), quality === undefined ? 1 : Number(quality));
  }
  const quality = qualities.get('gzip') ?? qualities.get('x-gzip') ?? qualities.get('*') ?? 0;
  return quality > 0;
}

/** Options of {@link startStaticServer}. */
export type StaticServerOptions = {
  /**
   * Serve text files ({@link isGzippedType}) gzipped to clients that accept
   * it, as a production host does, so that transfer sizes and load timings
   * (Lighthouse) match what readers get. Off by default: the bench's
   * first-load, console and search measures count bytes from the build on
   * disk, and the Pagefind contract test needs no compression.
   */
  gzip?: boolean;
};

/** A running static server and how to reach and stop it. */
export type RunningServer = {url: string; server: Server; close: () => Promise<void>};

/**
 * Resolves a request path to a file of the build the way a plain static host
 * does (GitHub Pages, an S3 bucket): the file itself, a folder's
 * `index.html`, or `name.html`; anything else is the site's `404.html`.
 * Nothing is rewritten or redirected, so the bench and the Pagefind
 * contract test see the client-side behaviours (normalisation, not-found)
 * that Docusaurus itself provides.
 */
export function resolveStaticFile(
  rootDir: string,
  requestPath: string,
): {file: string; status: 200 | 404} {
  const decoded = decodeURIComponent(requestPath.split('?')[0] ?? '/');
  const safe = path.normalize(decoded).replace(/^(\.\.[/\\])+/, '');
  const candidates = [
    path.join(rootDir, safe),
    path.join(rootDir, safe, 'index.html'),
    path.join(rootDir, `${safe.replace(/\/$/, '')}.html`),
  ];
  for (const candidate of candidates) {
    if (candidate.startsWith(rootDir) && existsSync(candidate) && statSync(candidate).isFile()) {
      return {file: candidate, status: 200};
    }
  }
  return {file: path.join(rootDir, '404.html'), status: 404};
}

/**
 * Serves `rootDir` on an ephemeral loopback port. With `{gzip: true}`, text
 * files are compressed once, on first request, and kept in memory: the folder
 * is assumed not to change while it is served.
 */
export async function startStaticServer(
  rootDir: string,
  options: StaticServerOptions = {},
): Promise<RunningServer> {
  const root = path.resolve(rootDir);
  // Promises rather than buffers, so that requests arriving while a file is
  // being compressed wait for that work instead of repeating it.
  const gzippedFiles = new Map<string, Promise<Buffer>>();
  const gzipped = (file: string): Promise<Buffer> => {
    let body = gzippedFiles.get(file);
    if (!body) {
      // Level 9, as firstLoadAssets.ts assumes a CDN compresses.
      body = readFile(file).then((bytes) => gzipAsync(bytes, {level: 9}));
      gzippedFiles.set(file, body);
    }
    return body;
  };
  const server = createServer((request, response) => {
    const {file, status} = resolveStaticFile(root, request.url ?? '/');
    const headers = {
      'content-type': CONTENT_TYPES[path.extname(file)] ?? 'application/octet-stream',
      'cache-control': 'no-cache',
    };
    if (!options.gzip || !isGzippedType(file)) {
      response.writeHead(status, headers);
      createReadStream(file).pipe(response);
      return;
    }
    // The answer to the same URL differs by Accept-Encoding, which caches must know.
    const varied = {...headers, vary: 'accept-encoding'};
    if (!acceptsGzip(request.headers['accept-encoding'])) {
      response.writeHead(status, varied);
      createReadStream(file).pipe(response);
      return;
    }
    gzipped(file).then(
      (body) => {
        response.writeHead(status, {
          ...varied,
          'content-encoding': 'gzip',
          'content-length': body.length,
        });
        response.end(body);
      },
      (error: unknown) => {
        response.writeHead(500, {'content-type': 'text/plain; charset=utf-8'});
        response.end(String(error));
      },
    );
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const {port} = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    server,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
