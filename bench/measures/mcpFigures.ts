import {readFileSync} from 'node:fs';
import path from 'node:path';
import {Client} from '@modelcontextprotocol/sdk/client/index.js';
import {StdioClientTransport} from '@modelcontextprotocol/sdk/client/stdio.js';
import {readApiOperations} from '../../src/mcp/apiOperations/readApiOperations';
import {environmentWith} from '../../src/settings/environmentVariables';
import {readerQuestions} from '../relevance/readerQuestions';
import {median, percentile} from './statistics';
import {PUBLISHED_OPENAPI_PATH} from '../../src/site/restApi/openApiFile';

/** One tool's figures over its calls: latency and the size of what it returned. */
export type McpToolFigures = {
  tool: string;
  calls: number;
  medianMs: number;
  p95Ms: number;
  medianChars: number;
  maxChars: number;
};

/** How long the stdio server took to answer `initialize`, and each tool's figures. */
export type McpFigures = {startMs: number; tools: McpToolFigures[]};

/**
 * Times every tool of the docs MCP server over standard input and output
 * (`npm run --silent mcp`, as an editor starts it) on the build in
 * `buildDir`, with realistic calls: the reader questions for
 * `search_docs`, pages of each part of the site for `read_page`, every
 * operation for `get_api_operation`, well-known symbols for `get_symbol`.
 * The first call of each tool also loads what it reads; it counts.
 */
export async function measureMcpTools(siteDir: string, buildDir: string): Promise<McpFigures> {
  const client = new Client({name: 'bench', version: '1'});
  const started = performance.now();
  await client.connect(
    new StdioClientTransport({
      command: 'npm',
      args: ['run', '--silent', 'mcp'],
      cwd: siteDir,
      env: environmentWith({DOCS_BUILD_DIR: buildDir}) as Record<string, string>,
      stderr: 'ignore',
    }),
  );
  const startMs = performance.now() - started;
  const operations = readApiOperations(
    readFileSync(path.join(buildDir, PUBLISHED_OPENAPI_PATH), 'utf8'),
  );
  const calls: [string, Record<string, unknown>][] = [
    ...readerQuestions
      .slice(0, 40)
      .map(({query}): [string, Record<string, unknown>] => ['search_docs', {query}]),
    ...[
      '/',
      '/core-concepts/rendering-sessions',
      '/applications/livelink',
      '/tutorials/upload-files-from-your-app',
      '/references/entity-components',
      '/references/livelink.js/classes/Livelink',
      '/references/api/create-session',
      '/references/supported-file-formats',
    ].map((page): [string, Record<string, unknown>] => ['read_page', {path: page}]),
    ['list_api_operations', {}],
    ...['Users', 'Folders', 'Sessions'].map((tag): [string, Record<string, unknown>] => [
      'list_api_operations',
      {tag},
    ]),
    ...operations.map(({operationId}): [string, Record<string, unknown>] => [
      'get_api_operation',
      {operationId},
    ]),
    ...[
      'Livelink',
      'Livelink.start',
      'Entity',
      'Scene',
      'Viewport',
      'CameraController',
      'useEntity',
      'useCameraEntity',
      'Canvas',
      'LivelinkContext',
    ].map((name): [string, Record<string, unknown>] => ['get_symbol', {name}]),
  ];
  const byTool = new Map<string, {ms: number[]; chars: number[]}>();
  try {
    for (const [name, args] of calls) {
      const before = performance.now();
      const result = await client.callTool({name, arguments: args});
      const ms = performance.now() - before;
      const chars = (result.content as {text?: string}[]).reduce(
        (sum, item) => sum + (item.text?.length ?? 0),
        0,
      );
      const entry = byTool.get(name) ?? {ms: [], chars: []};
      entry.ms.push(ms);
      entry.chars.push(chars);
      byTool.set(name, entry);
    }
  } finally {
    await client.close();
  }
  return {
    startMs,
    tools: [...byTool.entries()].map(([tool, {ms, chars}]) => ({
      tool,
      calls: ms.length,
      medianMs: median(ms),
      p95Ms: percentile(ms, 0.95),
      medianChars: median(chars),
      maxChars: Math.max(...chars),
    })),
  };
}
