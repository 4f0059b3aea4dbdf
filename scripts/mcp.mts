/**
 * `npm run --silent mcp`: the docs MCP server on standard input and output,
 * for an editor or agent to start. It reads the existing `build/` (run
 * `npm run build` first) and writes nothing but the protocol to standard
 * output; messages go to standard error.
 */
import path from 'node:path';
import {StdioServerTransport} from '@modelcontextprotocol/sdk/server/stdio.js';
import {createDocsServer} from '../src/mcp/docsServer.ts';
import {serverOptions} from '../src/mcp/serverOptions.ts';

// Anything a module logs would corrupt the protocol on standard output.
console.log = console.error;
console.info = console.error;

let options;
try {
  options = serverOptions(path.resolve(import.meta.dirname, '..'));
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
}
const server = createDocsServer(options);
await server.connect(new StdioServerTransport());
