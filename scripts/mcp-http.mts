/**
 * `npm run mcp:http`: the docs MCP server over Streamable HTTP at /mcp, on
 * MCP_HOST:MCP_PORT (default 127.0.0.1:3939), for nginx to proxy (see
 * deploy/nginx and MCP_UPSTREAM). It reads the existing `build/`, or
 * DOCS_BUILD_DIR.
 */
import path from 'node:path';
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
const port = Number(readEnvironment('MCP_PORT'));
if (!Number.isInteger(port) || port < 0 || port > 65535) {
  console.error(`MCP_PORT must be a port number, not ${readEnvironment('MCP_PORT')}`);
  process.exit(1);
}
const {server, url} = await startDocsHttpServer({
  ...options,
  host: readEnvironment('MCP_HOST'),
  port,
});
console.info(`Docs MCP server at ${url}`);
const stop = () => server.close(() => process.exit(0));
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
