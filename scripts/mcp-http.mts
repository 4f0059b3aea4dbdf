/**
 * `npm run mcp:http`: the docs MCP server over Streamable HTTP at /mcp, on
 * MCP_HOST:MCP_PORT (default 127.0.0.1:3939), for nginx to proxy (see
 * deploy/nginx and MCP_UPSTREAM). It reads the existing `build/`, or
 * DOCS_BUILD_DIR.
 */
import path from 'node:path';
import {MCP_HTTP_LISTENING} from '../src/mcp/endpoint.ts';
import {startDocsHttpServer} from '../src/mcp/httpServer.ts';
import {serverOptions} from '../src/mcp/serverOptions.ts';
import {readEnvironment} from '../src/settings/environmentVariables.ts';

let options;
try {
  options = serverOptions(path.resolve(import.meta.dirname, '..'));
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
}
// An empty value is refused, not read as a default: Number('') is port 0 (any free port),
// and an empty host listens on every address.
const portText = readEnvironment('MCP_PORT');
const port = Number(portText);
if (!/^\d{1,5}$/.test(portText) || port > 65535) {
  console.error(`MCP_PORT must be a port number, not "${portText}"`);
  process.exit(1);
}
const host = readEnvironment('MCP_HOST');
if (host.trim() === '') {
  console.error('MCP_HOST must be an address to listen on, such as 127.0.0.1, not empty');
  process.exit(1);
}
let started;
try {
  started = await startDocsHttpServer({...options, host, port});
} catch (error) {
  console.error(
    `The docs MCP server could not listen on ${host}:${port}: ${error instanceof Error ? error.message : String(error)}`,
  );
  process.exit(1);
}
const {server, url} = started;
console.info(`${MCP_HTTP_LISTENING} ${url}`);
const stop = () => server.close(() => process.exit(0));
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
