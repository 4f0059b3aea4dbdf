import {mkdirSync, writeFileSync} from 'node:fs';
import {request, type IncomingHttpHeaders} from 'node:http';
import path from 'node:path';
import {gunzipSync} from 'node:zlib';
import {afterAll, beforeAll, describe, expect, it} from 'vitest';
import {
  acceptsGzip,
  isGzippedType,
  resolveStaticFile,
  startStaticServer,
  type RunningServer,
} from '../../bench/measures/staticServer';
import {scratchFolder} from '../support/scratchFolder';

const root = scratchFolder('static-');
mkdirSync(path.join(root, 'core-concepts'));
writeFileSync(path.join(root, 'index.html'), 'home');
writeFileSync(path.join(root, '404.html'), 'not found');
writeFileSync(path.join(root, 'core-concepts', 'index.html'), 'concepts');
// Repetitive enough that gzip visibly shrinks it.
const script = 'export const answer = 42;\n'.repeat(200);
writeFileSync(path.join(root, 'main.js'), script);
const pixel = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
writeFileSync(path.join(root, 'pixel.png'), pixel);

describe("the bench's static server behaves like a plain static host", () => {
  it.each([
    ['/', 'index.html', 200],
    ['/core-concepts', 'core-concepts/index.html', 200],
    ['/core-concepts/', 'core-concepts/index.html', 200],
    ['/core-concepts/index.html', 'core-concepts/index.html', 200],
    ['/core-concepts.html', '404.html', 404],
    ['/missing?x=1', '404.html', 404],
    ['/../../etc/passwd', '404.html', 404],
  ])('%s → %s (%i)', (request, file, status) => {
    expect(resolveStaticFile(root, request)).toEqual({file: path.join(root, file), status});
  });
});

describe('which requests may get a gzip body', () => {
  it.each([
    [undefined, false],
    ['', false],
    ['identity', false],
    ['gzip', true],
    ['gzip, deflate, br, zstd', true],
    ['br;q=1.0, GZIP;q=0.5', true],
    ['x-gzip', true],
    ['gzip;q=0', false],
    ['gzip; q=0.0, br', false],
    ['*', true],
    ['*;q=0', false],
    ['gzip;q=0, *', false],
    ['br, *;q=0.1', true],
  ])('Accept-Encoding %j → %s', (header, allowed) => {
    expect(acceptsGzip(header)).toBe(allowed);
  });

  it.each([
    ['index.html', true],
    ['assets/js/main.3f2a.js', true],
    ['assets/css/styles.css', true],
    ['search.json', true],
    ['img/logo.svg', true],
    ['sitemap.xml', true],
    ['llms.txt', true],
    ['core-concepts/architecture.md', true],
    ['img/photo.png', false],
    ['fonts/inter.woff2', false],
    ['pagefind/wasm.en.pagefind', false],
    ['pagefind/pagefind.en.pf_meta', false],
  ])('%s is compressed: %s', (file, compressed) => {
    expect(isGzippedType(file)).toBe(compressed);
  });
});

type RawResponse = {status: number; headers: IncomingHttpHeaders; body: Buffer};

/** A GET that leaves the body as sent (fetch would decompress it) and sends only the given headers. */
function get(url: string, headers: Record<string, string> = {}): Promise<RawResponse> {
  return new Promise((resolve, reject) => {
    request(url, {headers}, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () =>
        resolve({
          status: response.statusCode ?? 0,
          headers: response.headers,
          body: Buffer.concat(chunks),
        }),
      );
      response.on('error', reject);
    })
      .on('error', reject)
      .end();
  });
}

describe('the static server with {gzip: true} compresses text as a host does', () => {
  let server: RunningServer;
  beforeAll(async () => {
    server = await startStaticServer(root, {gzip: true});
  });
  afterAll(() => server.close());

  it('sends text files gzipped to a client that accepts gzip', async () => {
    const response = await get(`${server.url}/main.js`, {'accept-encoding': 'gzip, br'});
    expect(response.status).toBe(200);
    expect(response.headers['content-encoding']).toBe('gzip');
    expect(response.headers['content-type']).toBe('text/javascript; charset=utf-8');
    expect(response.headers.vary).toBe('accept-encoding');
    expect(Number(response.headers['content-length'])).toBe(response.body.length);
    expect(response.body.length).toBeLessThan(script.length / 10);
    expect(gunzipSync(response.body).toString()).toBe(script);
  });

  it('sends the same compressed bytes on a repeat request', async () => {
    const first = await get(`${server.url}/main.js`, {'accept-encoding': 'gzip'});
    const second = await get(`${server.url}/main.js`, {'accept-encoding': 'gzip'});
    expect(second.body.equals(first.body)).toBe(true);
  });

  it('compresses the not-found page and keeps its status', async () => {
    const response = await get(`${server.url}/missing`, {'accept-encoding': 'gzip'});
    expect(response.status).toBe(404);
    expect(response.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(response.body).toString()).toBe('not found');
  });

  it('sends text uncompressed when the client does not accept gzip', async () => {
    const refusals: Record<string, string>[] = [
      {},
      {'accept-encoding': 'br'},
      {'accept-encoding': 'gzip;q=0'},
    ];
    for (const headers of refusals) {
      const response = await get(`${server.url}/main.js`, headers);
      expect(response.headers['content-encoding']).toBeUndefined();
      expect(response.headers.vary).toBe('accept-encoding');
      expect(response.body.toString()).toBe(script);
    }
  });

  it('leaves binary files uncompressed', async () => {
    const response = await get(`${server.url}/pixel.png`, {'accept-encoding': 'gzip'});
    expect(response.headers['content-encoding']).toBeUndefined();
    expect(response.headers['content-type']).toBe('image/png');
    expect(response.body.equals(pixel)).toBe(true);
  });
});

describe('the static server without options never compresses', () => {
  let server: RunningServer;
  beforeAll(async () => {
    server = await startStaticServer(root);
  });
  afterAll(() => server.close());

  it('sends text files as they are on disk, even to a client that accepts gzip', async () => {
    const response = await get(`${server.url}/main.js`, {'accept-encoding': 'gzip'});
    expect(response.status).toBe(200);
    expect(response.headers['content-encoding']).toBeUndefined();
    expect(response.headers.vary).toBeUndefined();
    expect(response.body.toString()).toBe(script);
  });
});
