import {createServer, type IncomingMessage, type Server, type ServerResponse} from 'node:http';
import type {AddressInfo} from 'node:net';
import {StreamableHTTPServerTransport} from '@modelcontextprotocol/sdk/server/streamableHttp.js';
import {createDocsServer, loadDocsData, type DocsServerOptions} from './docsServer';
import {MCP_MAX_BODY_BYTES, MCP_PATH} from './endpoint';

/** JSON-RPC's code for a message that is not a valid request. */
const INVALID_REQUEST = -32600;

function reply(response: ServerResponse, status: number, message: string, code = -32000): void {
  response.writeHead(status, {'content-type': 'application/json', 'cache-control': 'no-store'});
  response.end(JSON.stringify({jsonrpc: '2.0', error: {code, message}, id: null}));
}

/** The request body, or `undefined` once it has passed `MCP_MAX_BODY_BYTES` (the client is then told). */
function readBody(request: IncomingMessage, response: ServerResponse): Promise<unknown> {
  return new Promise((resolve) => {
    const chunks: Buffer[] = [];
    let size = 0;
    let refused = false;
    request.on('data', (chunk: Buffer) => {
      size += chunk.length;
      if (size > MCP_MAX_BODY_BYTES && !refused) {
        refused = true;
        reply(response, 413, `A request has at most ${MCP_MAX_BODY_BYTES} bytes.`);
        request.destroy();
        resolve(undefined);
      }
      if (!refused) chunks.push(chunk);
    });
    request.on('end', () => {
      if (refused) return;
      try {
        resolve(JSON.parse(Buffer.concat(chunks).toString('utf8')) as unknown);
      } catch {
        reply(response, 400, 'The body is not JSON.');
        resolve(undefined);
      }
    });
  });
}

/**
 * Serves the docs MCP server over Streamable HTTP at `MCP_PATH`, stateless:
 * each POST gets a fresh server and transport on the shared docs data, so
 * no session is kept and any instance behind a proxy can answer. GET (a
 * server-sent event stream) and DELETE (ending a session) have nothing to
 * do without sessions, and are refused with 405.
 */
export async function startDocsHttpServer(
  options: DocsServerOptions & {host: string; port: number},
): Promise<{server: Server; url: string}> {
  const data = loadDocsData(options.buildDir);
  const answerRequest = async (request: IncomingMessage, response: ServerResponse) => {
    const target = request.url ?? '/';
    if (!URL.canParse(target, 'http://localhost')) {
      return reply(response, 400, 'The request target is not a URL path.');
    }
    const pathname = new URL(target, 'http://localhost').pathname;
    if (pathname !== MCP_PATH) return reply(response, 404, `The MCP endpoint is ${MCP_PATH}.`);
    if (request.method !== 'POST') {
      response.setHeader('allow', 'POST');
      return reply(response, 405, 'This server is stateless: send requests with POST.');
    }
    const body = await readBody(request, response);
    if (body === undefined) return;
    // nginx's rate limit counts requests, so a batch would carry many calls past it; MCP has
    // had no batches since its 2025-06-18 revision.
    if (Array.isArray(body)) {
      return reply(
        response,
        400,
        'Send one JSON-RPC message per request: batches are refused.',
        INVALID_REQUEST,
      );
    }
    const docs = createDocsServer(options, data);
    const transport = new StreamableHTTPServerTransport({
      sessionIdGenerator: undefined,
      enableJsonResponse: true,
    });
    response.on('close', () => {
      void transport.close();
      void docs.close();
    });
    await docs.connect(transport);
    await transport.handleRequest(request, response, body);
  };
  const server = createServer((request, response) => {
    // Whatever one request throws fails that request only, never the process.
    answerRequest(request, response).catch((error: unknown) => {
      console.error('MCP request failed:', error);
      if (!response.headersSent) reply(response, 500, 'The docs server failed on this request.');
      else response.destroy();
    });
  });
  // A port already taken, say, rejects here, for the caller to report in one line.
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port, options.host, () => {
      server.off('error', reject);
      resolve();
    });
  });
  const {port} = server.address() as AddressInfo;
  return {server, url: `http://${options.host}:${port}${MCP_PATH}`};
}
