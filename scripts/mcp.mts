/**
 * `npm run --silent mcp`: the docs MCP server on standard input and output,
 * for an editor or agent to start. It reads the existing `build/` (run
 * `npm run build` first) and writes nothing but the protocol to standard
 * output; messages go to standard error.
 */
import {existsSync, readFileSync} from 'node:fs';
import path from 'node:path';
import {StdioServerTransport} from '@modelcontextprotocol/sdk/server/stdio.js';
import {createDocsServer} from '../src/mcp/docsServer.ts';
import {product} from '../src/site/product.ts';

// Anything a module logs would corrupt the protocol on standard output.
console.log = console.error;
console.info = console.error;

const siteDir = path.resolve(import.meta.dirname, '..');
const buildDir = path.resolve(process.env.DOCS_BUILD_DIR ?? path.join(siteDir, 'build'));
if (!existsSync(path.join(buildDir, 'pagefind', 'pagefind.js'))) {
  console.error(`No built docs in ${buildDir}: run \`npm run build\` first.`);
  process.exit(1);
}
const {version} = JSON.parse(readFileSync(path.join(siteDir, 'package.json'), 'utf8')) as {
  version: string;
};
const server = createDocsServer({buildDir, siteUrl: product.siteUrl, version});
await server.connect(new StdioServerTransport());
