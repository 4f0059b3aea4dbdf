import {createReadStream, existsSync, statSync} from 'node:fs';
import {createServer, type Server} from 'node:http';
import type {AddressInfo} from 'node:net';
import path from 'node:path';

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

/** A running static server and how to reach and stop it. */
export type RunningServer = {url: string; server: Server; close: () => Promise<void>};

/**
 * Resolves a request path to a file of the build the way a plain static host
 * does (GitHub Pages, an S3 bucket): the file itself, a folder's
 * `index.html`, or `name.html`; anything else is the site's `404.html`.
 * Nothing is rewritten or redirected, so the tests see the client-side
 * behaviours (normalisation, not-found) that Docusaurus itself provides.
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

/** Serves `rootDir` on an ephemeral loopback port. */
export async function startStaticServer(rootDir: string): Promise<RunningServer> {
  const root = path.resolve(rootDir);
  const server = createServer((request, response) => {
    const {file, status} = resolveStaticFile(root, request.url ?? '/');
    response.writeHead(status, {
      'content-type': CONTENT_TYPES[path.extname(file)] ?? 'application/octet-stream',
      'cache-control': 'no-cache',
    });
    createReadStream(file).pipe(response);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const {port} = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    server,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
