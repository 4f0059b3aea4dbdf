import {spawn, type ChildProcess} from 'node:child_process';
import {readFileSync} from 'node:fs';
import path from 'node:path';
import {afterAll, beforeAll, describe, expect, it} from 'vitest';
import {Client} from '@modelcontextprotocol/sdk/client/index.js';
import {StdioClientTransport} from '@modelcontextprotocol/sdk/client/stdio.js';
import {StreamableHTTPClientTransport} from '@modelcontextprotocol/sdk/client/streamableHttp.js';
import {freePort} from '../../src/deploy/nginxServer';
import {MCP_HTTP_LISTENING} from '../../src/mcp/endpoint';
import {PAGE_CHARACTER_LIMIT} from '../../src/mcp/readPage';
import {DESCRIPTION_CHARACTER_LIMIT} from '../../src/mcp/textLimits';
import {environmentWith} from '../../src/settings/environmentVariables';
import {buildDir} from './support/builtPage';
import {featureServer} from './support/featureServer';
import {relevanceSuite} from '../../bench/relevance/relevanceSuite';
import {topThree} from '../../bench/relevance/relevanceFigures';
import {RELEVANCE_GOALS} from '../../bench/budgets';
import {untilPrinted} from '../../src/deploy/untilPrinted';

const siteDir = path.resolve(import.meta.dirname, '../..');
const SITE = 'https://docs.3dverse.com';
const TOOLS = [
  'search_docs',
  'read_page',
  'list_api_operations',
  'get_api_operation',
  'get_symbol',
];

type ToolAnswer = {text: string; isError: boolean};

async function call(
  client: Client,
  name: string,
  args: Record<string, unknown>,
): Promise<ToolAnswer> {
  const result = await client.callTool({name, arguments: args});
  const content = result.content as {type: string; text?: string}[];
  return {
    text: content.map((item) => item.text ?? '').join('\n'),
    isError: result.isError === true,
  };
}

/** The site paths a search_docs answer lists, in its order. */
function listedPaths(markdown: string): string[] {
  return [...markdown.matchAll(/^\d+\. \[[^\]]*\]\((https:\/\/docs\.3dverse\.com[^)#]*)\)/gm)].map(
    ([, url]) => (url ?? '').slice(SITE.length) || '/',
  );
}

/** What every transport must do, whichever carries the calls. */
async function checkEveryTool(client: Client): Promise<void> {
  const {tools} = await client.listTools();
  expect(tools.map((tool) => tool.name).sort()).toEqual([...TOOLS].sort());
  for (const tool of tools) {
    expect(tool.annotations?.readOnlyHint, tool.name).toBe(true);
    expect(tool.annotations?.openWorldHint, tool.name).toBe(false);
  }
  const search = await call(client, 'search_docs', {query: 'start a rendering session'});
  expect(search.isError).toBe(false);
  expect(listedPaths(search.text)[0]).toBe('/core-concepts/rendering-sessions');
  const react = await call(client, 'search_docs', {query: 'entity', section: 'livelink.react'});
  expect(listedPaths(react.text).length).toBeGreaterThan(0);
  expect(
    listedPaths(react.text).every((page) => page.startsWith('/references/livelink.react/')),
  ).toBe(true);
  const page = await call(client, 'read_page', {path: `${SITE}/core-concepts/rendering-sessions`});
  expect(page.text).toBe(
    readFileSync(path.join(buildDir, 'core-concepts/rendering-sessions.md'), 'utf8'),
  );
  const sessions = await call(client, 'list_api_operations', {tag: 'Sessions'});
  expect(sessions.text).toMatch(/`createSession`: POST \/sessions/);
  const operation = await call(client, 'get_api_operation', {operationId: 'createSession'});
  expect(operation.text).toMatch(/POST \/sessions/);
  expect(operation.text).toContain('@3dverse/api');
  expect(operation.text).toContain(`${SITE}/references/api/create-session`);
  const symbol = await call(client, 'get_symbol', {name: 'Livelink.start'});
  expect(symbol.text).toContain('static start(');
  expect(symbol.text).toContain(`${SITE}/references/livelink.js/classes/Livelink#start`);
  const hook = await call(client, 'get_symbol', {name: 'useEntity'});
  expect(hook.text).toContain('@3dverse/livelink-react');
  expect(hook.text).toMatch(/function useEntity\(/);
}

describe('the docs MCP server on standard input and output (npm run --silent mcp)', () => {
  let client: Client;
  beforeAll(async () => {
    client = new Client({name: 'e2e', version: '1'});
    await client.connect(
      new StdioClientTransport({
        command: 'npm',
        args: ['run', '--silent', 'mcp'],
        cwd: siteDir,
        stderr: 'ignore',
      }),
    );
  });
  afterAll(async () => {
    await client.close();
  });

  it('offers the five read-only tools, and each answers from the built docs', async () => {
    await checkEveryTool(client);
  });

  it('answers bad arguments with clear errors, never with a file outside the site', async () => {
    const refused = async (name: string, args: Record<string, unknown>, message: RegExp) => {
      const answer = await call(client, name, args);
      expect(answer.isError, `${name} ${JSON.stringify(args)}`).toBe(true);
      expect(answer.text, `${name} ${JSON.stringify(args)}`).toMatch(message);
    };
    await refused('read_page', {path: '/no/such/page'}, /No page at \/no\/such\/page/);
    for (const traversal of [
      '../../etc/passwd',
      '/../../package.json',
      '/%2e%2e/%2e%2e/package.json',
      '/..%2fpackage',
      'file:///etc/passwd',
      'https://example.com/core-concepts/assets',
    ]) {
      await refused(
        'read_page',
        {path: traversal},
        /cannot leave the site|Only pages of|Not a page/,
      );
    }
    await refused('search_docs', {query: '   '}, /Give search_docs a query/);
    await refused('search_docs', {query: 'x'.repeat(5000)}, /300/);
    await refused('search_docs', {query: 'entity', section: 'Elsewhere'}, /section/);
    await refused('get_symbol', {name: 'Livelnk'}, /Did you mean.*Livelink/);
    await refused('get_symbol', {name: 'n'.repeat(1000)}, /200/);
    await refused('get_api_operation', {operationId: 'createSesion'}, /createSession/);
    await refused('list_api_operations', {tag: 'nope'}, /Sessions/);
  });

  it('keeps every answer bounded, and reads a long page on in pieces that add up to it', async () => {
    const twin = readFileSync(path.join(buildDir, 'references/entity-components.md'), 'utf8');
    expect(twin.length).toBeGreaterThan(PAGE_CHARACTER_LIMIT);
    let offset = 0;
    let whole = '';
    for (let piece = 0; piece < 50; piece += 1) {
      const {text} = await call(client, 'read_page', {
        path: '/references/entity-components',
        offset,
      });
      expect(text.length).toBeLessThanOrEqual(PAGE_CHARACTER_LIMIT + 200);
      const more = /\[The page goes on: call read_page with offset (\d+)/.exec(text);
      whole += more ? text.slice(0, more.index) : text;
      if (!more) break;
      offset = Number(more[1]);
    }
    expect(whole.replace(/\s+/g, ' ')).toBe(twin.replace(/\s+/g, ' '));
    const listed = await call(client, 'list_api_operations', {});
    expect(listed.text.length).toBeLessThan(DESCRIPTION_CHARACTER_LIMIT * 2);
    const search = await call(client, 'search_docs', {query: 'camera', limit: 20});
    expect(listPathsCount(search.text)).toBe(20);
    expect(search.text.length).toBeLessThan(DESCRIPTION_CHARACTER_LIMIT);
  });

  it('writes nothing but the protocol to standard output', async () => {
    const child = spawn('npm', ['run', '--silent', 'mcp'], {
      cwd: siteDir,
      stdio: ['pipe', 'pipe', 'ignore'],
    });
    const answered = untilPrinted(child, '"id":1');
    child.stdin.write(
      `${JSON.stringify({jsonrpc: '2.0', id: 1, method: 'initialize', params: {protocolVersion: '2025-06-18', capabilities: {}, clientInfo: {name: 'raw', version: '1'}}})}\n`,
    );
    const out = await answered;
    child.kill();
    const lines = out.split('\n').filter((line) => line.trim() !== '');
    expect(lines.length).toBeGreaterThan(0);
    for (const line of lines) expect(JSON.parse(line)).toMatchObject({jsonrpc: '2.0'});
  });

  it('gives excerpts of prose, never a run of code tokens', async () => {
    // Queries whose words the docs use mostly in code listings.
    for (const query of [
      'has_been_created',
      'camera',
      'newEntity',
      'scene settings',
      'useEntity',
    ]) {
      const {text} = await call(client, 'search_docs', {query, limit: 10});
      const excerpts = text.split('\n').filter((line) => /^ {3}\S/.test(line));
      expect(excerpts.length, query).toBeGreaterThan(0);
      for (const excerpt of excerpts) {
        // Inline code of a few words reads as part of its sentence; more is a listing.
        for (const [, code = ''] of excerpt.matchAll(/`([^`]*)`/g)) {
          expect(
            code.split(/\s+/).filter((word) => /[\p{L}\p{N}]/u.test(word)).length,
            excerpt,
          ).toBeLessThanOrEqual(3);
        }
        expect(excerpt.replace(/`[^`]*`/g, '').trim(), excerpt).not.toBe('');
      }
    }
  });

  it('says when it corrected a query, and finds nothing for nonsense', async () => {
    const corrected = await call(client, 'search_docs', {query: 'rendring sesions'});
    expect(corrected.text).toContain('Showing results for "rendering sessions"');
    expect(listedPaths(corrected.text)).toContain('/core-concepts/rendering-sessions');
    const nonsense = await call(client, 'search_docs', {query: 'zzqxvkwj'});
    expect(listedPaths(nonsense.text)).toEqual([]);
    expect(nonsense.text).toContain('Nothing matches "zzqxvkwj"');
  });

  it('ranks as the site’s search ranks, under the same relevance suite', async () => {
    const all = Object.values(relevanceSuite().earlier).flat();
    const listed: string[][] = [];
    for (const {query} of all) {
      listed.push(listedPaths((await call(client, 'search_docs', {query})).text));
    }
    const {rate, misses} = topThree(all, listed);
    console.info(
      `search_docs relevance: ${(rate * 100).toFixed(1)}% of ${all.length}`,
      misses.slice(0, 10),
    );
    expect(rate).toBeGreaterThanOrEqual(RELEVANCE_GOALS.earlierSuite);
  });
});

function listPathsCount(markdown: string): number {
  return listedPaths(markdown).length;
}

describe('the docs MCP server over Streamable HTTP at /mcp, behind nginx', () => {
  let mcpProcess: ChildProcess | undefined;
  let mcpPort = 0;
  beforeAll(async () => {
    mcpPort = await freePort();
    mcpProcess = spawn(
      process.execPath,
      ['--import', 'tsx', path.join(siteDir, 'scripts/mcp-http.mts')],
      {
        env: environmentWith({MCP_PORT: String(mcpPort), DOCS_BUILD_DIR: buildDir}),
        stdio: ['ignore', 'pipe', 'inherit'],
      },
    );
    await untilPrinted(mcpProcess, MCP_HTTP_LISTENING);
  });
  const server = featureServer(() => ({MCP_UPSTREAM: `http://127.0.0.1:${mcpPort}`}));
  afterAll(() => {
    mcpProcess?.kill('SIGTERM');
  });

  it('offers the same tools through the SDK’s HTTP client', async () => {
    const client = new Client({name: 'e2e-http', version: '1'});
    await client.connect(new StreamableHTTPClientTransport(new URL(`${server().url}/mcp`)));
    try {
      await checkEveryTool(client);
      const unknown = await call(client, 'read_page', {path: '/../../etc/passwd'});
      expect(unknown.isError).toBe(true);
    } finally {
      await client.close();
    }
  });

  it('refuses an oversized body and a method it has no use for, and rate-limits a burst', async () => {
    const endpoint = `${server().url}/mcp`;
    const headers = {
      'content-type': 'application/json',
      accept: 'application/json, text/event-stream',
    };
    const huge = JSON.stringify({
      jsonrpc: '2.0',
      id: 1,
      method: 'tools/call',
      params: {name: 'search_docs', arguments: {query: 'x'.repeat(40_000)}},
    });
    expect((await fetch(endpoint, {method: 'POST', headers, body: huge})).status).toBe(413);
    expect((await fetch(endpoint)).status).toBe(405);
    const ping = JSON.stringify({jsonrpc: '2.0', id: 2, method: 'ping'});
    const statuses = await Promise.all(
      Array.from({length: 40}, () =>
        fetch(endpoint, {method: 'POST', headers, body: ping}).then((r) => r.status),
      ),
    );
    expect(statuses).toContain(200);
    expect(statuses).toContain(429);
  });
});
