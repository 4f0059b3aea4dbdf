import {readFileSync} from 'node:fs';
import {createServer, type IncomingMessage, type ServerResponse} from 'node:http';
import type {AddressInfo} from 'node:net';
import path from 'node:path';
import {load as parseYaml} from 'js-yaml';
import {isOpenApiNode, text, type OpenApiNode} from '../../../src/site/restApi/openApiNode';
import {resolver} from '../../../src/site/restApi/followLocalRef';
import {schemaExample} from '../../../src/site/restApi/schemaExample';
import {OPENAPI_FILE} from '../../../src/site/restApi/openApiFile';
import {pathOperations} from '../../../src/site/restApi/pathOperations';

/** A request the mock received, for assertions. */
export type ReceivedApiRequest = {
  method: string;
  /** The path under the base path, without the query. */
  path: string;
  query: string;
  /** Header names in lower case. */
  headers: Record<string, string | string[] | undefined>;
  body: string;
  /** The client went away before the answer was complete (a cancelled request). */
  abandoned: boolean;
};

/**
 * How the mock answers: from the OpenAPI file (`normal`), after a long
 * pause (`slow`, until the client gives up), or with a JSON body of several
 * megabytes (`large`) for every operation that answers with a body.
 */
export type MockApiMode = 'normal' | 'slow' | 'large';

/** A running mock of the Asset API. */
export type MockApiServer = {
  /** The base URL to configure, such as `http://127.0.0.1:40123/app/v1`. */
  url: string;
  origin: string;
  /** Every request received, preflights included, in order. */
  requests: ReceivedApiRequest[];
  /** The requests that were not CORS preflights. */
  sent: () => ReceivedApiRequest[];
  /** Answers CORS for this origin (the site under test); others get no CORS headers. */
  allowOrigin: (origin: string) => void;
  setMode: (mode: MockApiMode) => void;
  /** Closes the port, so the server is down; `start` opens it again. */
  stop: () => Promise<void>;
  start: () => Promise<void>;
  close: () => Promise<void>;
};

const SPEC_FILE = path.resolve(import.meta.dirname, '../../..', OPENAPI_FILE);
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
/** How long a slow answer waits: longer than any test waits for it. */
const SLOW_MS = 60_000;
/** The body of the large mode: several megabytes of JSON. */
const LARGE_BODY_BYTES = 5 * 1024 * 1024;

type Route = {
  method: string;
  pattern: RegExp;
  /** Literal segments, so `/sessions/guests` wins over `/sessions/{session_id}`. */
  literals: number;
  operation: OpenApiNode;
  credentialHeaders: string[];
};

function routes(spec: OpenApiNode): Route[] {
  const resolve = resolver(spec);
  const components = isOpenApiNode(spec.components) ? spec.components : {};
  const schemes = isOpenApiNode(components.securitySchemes) ? components.securitySchemes : {};
  const list = pathOperations(spec).map(({method, path: template, operation}): Route => {
    const requirements: unknown = operation.security ?? spec.security;
    const credentialHeaders = (Array.isArray(requirements) ? requirements : []).flatMap(
      (requirement) =>
        isOpenApiNode(requirement)
          ? Object.keys(requirement).map((name) => text(resolve(schemes[name]).name))
          : [],
    );
    const segments = template.split('/').filter(Boolean);
    return {
      method: method.toUpperCase(),
      pattern: new RegExp(
        `^/${segments.map((segment) => (segment.startsWith('{') ? '([^/]+)' : segment)).join('/')}$`,
      ),
      literals: segments.filter((segment) => !segment.startsWith('{')).length,
      operation,
      credentialHeaders,
    };
  });
  return list.sort((a, b) => b.literals - a.literals);
}

/** The platform's error body. */
function sendError(response: ServerResponse, status: number, message: string): void {
  response
    .writeHead(status, {'Content-Type': 'application/json'})
    .end(JSON.stringify({errorCode: 1000 + status, message}));
}

/** A JSON array of user records, about `bytes` long, written in pieces. */
function writeLargeBody(response: ServerResponse, bytes: number): void {
  response.writeHead(200, {'Content-Type': 'application/json'});
  const record = (index: number) =>
    JSON.stringify({
      user_id: `00000000-0000-4000-8000-${String(index).padStart(12, '0')}`,
      username: `user-${index}`,
      registered_at: '2025-02-11T08:42:17.305Z',
    });
  let written = 1;
  let index = 0;
  let piece = '[';
  while (written < bytes) {
    const next = `${index === 0 ? '' : ','}${record(index)}`;
    piece += next;
    written += next.length;
    index += 1;
    if (piece.length > 64 * 1024) {
      response.write(piece);
      piece = '';
    }
  }
  response.end(`${piece}]`);
}

/**
 * A mock of the Asset API on 127.0.0.1, answering every operation of the
 * OpenAPI file from its examples and schemas: its first success status
 * with the example body and documented headers, 401 without one of the
 * operation's credential headers, and 404 for a UUID in the path that no
 * example of the file uses (the ids the reference shows are the ones that
 * "exist"). CORS is answered for the allowed origin only. A real HTTP
 * server in the test's process, on a free port, under `basePath` as the
 * platform serves its API.
 */
export async function startMockApiServer(basePath = '/app/v1'): Promise<MockApiServer> {
  const specText = readFileSync(SPEC_FILE, 'utf8');
  const spec = parseYaml(specText) as OpenApiNode;
  const resolve = resolver(spec);
  const table = routes(spec);
  const knownIds = new Set(
    [...specText.matchAll(/[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/gi)].map(
      (match) => match[0].toLowerCase(),
    ),
  );
  const requests: ReceivedApiRequest[] = [];
  const allowed = new Set<string>();
  let mode: MockApiMode = 'normal';

  function answer(
    request: IncomingMessage,
    response: ServerResponse,
    received: ReceivedApiRequest,
  ) {
    const origin = request.headers.origin;
    if (origin && allowed.has(origin)) {
      response.setHeader('Access-Control-Allow-Origin', origin);
      response.setHeader('Vary', 'Origin');
      response.setHeader('Access-Control-Expose-Headers', 'x-assets-count, x-source-files-count');
    }
    if (request.method === 'OPTIONS') {
      response.setHeader('Access-Control-Allow-Methods', 'GET, POST, PUT, PATCH, DELETE');
      response.setHeader(
        'Access-Control-Allow-Headers',
        'api_key, user_token, guest_token, content-type',
      );
      response.writeHead(204).end();
      return;
    }
    const route = table.find(
      (candidate) => candidate.method === request.method && candidate.pattern.test(received.path),
    );
    if (!route) {
      sendError(response, 404, `No operation answers ${request.method} ${received.path}`);
      return;
    }
    const credentialGiven = route.credentialHeaders.some((header) => {
      const value = request.headers[header.toLowerCase()];
      return typeof value === 'string' && value !== '';
    });
    if (route.credentialHeaders.length > 0 && !credentialGiven) {
      sendError(response, 401, 'Missing credential: send an api_key or user_token header');
      return;
    }
    const ids = (route.pattern.exec(received.path) ?? []).slice(1).map(decodeURIComponent);
    if (ids.some((id) => UUID.test(id) && !knownIds.has(id.toLowerCase()))) {
      sendError(response, 404, 'Not found');
      return;
    }
    const responses = isOpenApiNode(route.operation.responses) ? route.operation.responses : {};
    const [status = '200', raw] =
      Object.entries(responses).find(([code]) => code.startsWith('2')) ?? [];
    const success = resolve(raw);
    const [mediaType, rawMedia] =
      Object.entries(isOpenApiNode(success.content) ? success.content : {})[0] ?? [];
    if (mode === 'large' && mediaType) {
      writeLargeBody(response, LARGE_BODY_BYTES);
      return;
    }
    for (const [name, rawHeader] of Object.entries(
      isOpenApiNode(success.headers) ? success.headers : {},
    )) {
      const header = resolve(rawHeader);
      if (header.example !== undefined) response.setHeader(name, String(header.example));
    }
    if (!mediaType || !isOpenApiNode(rawMedia)) {
      response.writeHead(Number(status)).end();
      return;
    }
    const body = rawMedia.example ?? schemaExample(rawMedia.schema, resolve);
    response
      .writeHead(Number(status), {'Content-Type': mediaType})
      .end(/json/.test(mediaType) ? JSON.stringify(body) : 'mock bytes');
  }

  const server = createServer((request, response) => {
    const url = new URL(request.url ?? '/', 'http://mock.invalid');
    const received: ReceivedApiRequest = {
      method: request.method ?? '',
      path: url.pathname.startsWith(basePath) ? url.pathname.slice(basePath.length) : url.pathname,
      query: url.search,
      headers: {...request.headers},
      body: '',
      abandoned: false,
    };
    requests.push(received);
    request.on('data', (chunk: Buffer) => (received.body += chunk.toString()));
    request.on('end', () => {
      if (mode === 'slow' && request.method !== 'OPTIONS') {
        const timer = setTimeout(() => answer(request, response, received), SLOW_MS);
        response.on('close', () => {
          clearTimeout(timer);
          if (!response.writableFinished) received.abandoned = true;
        });
        return;
      }
      answer(request, response, received);
    });
  });

  const listen = (port: number) =>
    new Promise<void>((resolveListen, reject) => {
      server.once('error', reject);
      server.listen(port, '127.0.0.1', () => {
        server.off('error', reject);
        resolveListen();
      });
    });
  const stop = () =>
    new Promise<void>((resolveStop) => {
      if (!server.listening) {
        resolveStop();
        return;
      }
      server.close(() => resolveStop());
      server.closeAllConnections();
    });
  await listen(0);
  const {port} = server.address() as AddressInfo;
  const origin = `http://127.0.0.1:${port}`;
  return {
    url: `${origin}${basePath}`,
    origin,
    requests,
    sent: () => requests.filter((request) => request.method !== 'OPTIONS'),
    allowOrigin: (site) => allowed.add(new URL(site).origin),
    setMode: (next) => {
      mode = next;
    },
    stop,
    start: () => (server.listening ? Promise.resolve() : listen(port)),
    close: stop,
  };
}
