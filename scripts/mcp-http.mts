/**
 * `npm run mcp:http`: the docs MCP server over Streamable HTTP at /mcp, on
 * MCP_HOST:MCP_PORT (default 127.0.0.1:3939), for nginx to proxy (see
 * deploy/nginx and MCP_UPSTREAM). It reads the existing `build/`, or
 * DOCS_BUILD_DIR.
 */
import {existsSync, readFileSync} from 'node:fs';
import path from 'node:path';
import {startDocsHttpServer} from '../src/mcp/httpServer.ts';
import {product} from '../src/site/product.ts';

const siteDir = path.resolve(import.meta.dirname, '..');
const buildDir = path.resolve(process.env.DOCS_BUILD_DIR ?? path.join(siteDir, 'build'));
if (!existsSync(path.join(buildDir, 'pagefind', 'pagefind.js'))) {
  console.error(`No built docs in ${buildDir}: run \`npm run build\` first.`);
  process.exit(1);
}
const port = Number(process.env.MCP_PORT ?? 3939);
if (!Number.isInteger(port) || port < 0 || port > 65535) {
  console.error(`MCP_PORT must be a port number, not ${process.env.MCP_PORT}`);
  process.exit(1);
}
const {version} = JSON.parse(readFileSync(path.join(siteDir, 'package.json'), 'utf8')) as {
  version: string;
};
const {server, url} = await startDocsHttpServer({
  buildDir,
  siteUrl: product.siteUrl,
  version,
  host: process.env.MCP_HOST ?? '127.0.0.1',
  port,
});
console.info(`Docs MCP server at ${url}`);
const stop = () => server.close(() => process.exit(0));
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
