import {spawn, type ChildProcess} from 'node:child_process';
import {copyFileSync, mkdirSync} from 'node:fs';
import {connect, createServer, type AddressInfo} from 'node:net';
import path from 'node:path';
import {afterAll, beforeAll, describe, expect, it} from 'vitest';
import {Client} from '@modelcontextprotocol/sdk/client/index.js';
import {StreamableHTTPClientTransport} from '@modelcontextprotocol/sdk/client/streamableHttp.js';
import {freePort} from '../../src/deploy/nginxServer';
import {MCP_HTTP_LISTENING, MCP_PATH} from '../../src/mcp/endpoint';
import {PAGEFIND_FOLDER, PAGEFIND_SCRIPT} from '../../src/plugins/search/shared/pagefindFolder';
import {environmentWith, type Environment} from '../../src/settings/environmentVariables';
import {buildDir} from './support/builtPage';
import {untilPrinted} from '../../src/deploy/untilPrinted';
import {scratchFolder} from '../support/scratchFolder';

/*
 * `npm run mcp:http` itself, without nginx in front: what reaches it from a
 * client that talks to it directly, and how it starts or refuses to.
 */

const siteDir = path.resolve(import.meta.dirname, '../..');
const HEADERS = {'content-type': 'application/json', accept: 'application/json, text/event-stream'};
const PING = {jsonrpc: '2.0', id: 1, method: 'ping'};

/** Every server this file starts, stopped after it even when a test fails before it could. */
const started = new Set<ChildProcess>();
afterAll(() => {
  for (const child of started) child.kill('SIGTERM');
});

/** `npm run mcp:http` with `env`, its standard output piped and its standard error kept. */
function startMcpHttp(env: Environment): {child: ChildProcess; errors: () => string} {
  const child = spawn(
    process.execPath,
    ['--import', 'tsx', path.join(siteDir, 'scripts/mcp-http.mts')],
    {env: environmentWith(env), stdio: ['ignore', 'pipe', 'pipe']},
  );
  started.add(child);
  let errors = '';
  child.stderr?.on('data', (chunk: Buffer) => (errors += chunk.toString()));
  return {child, errors: () => errors};
}

/** The exit code of a start that must fail, and what it printed on standard error. */
async function failedStart(env: Environment): Promise<{code: number | null; errors: string}> {
  const {child, errors} = startMcpHttp(env);
  const code = await new Promise<number | null>((resolve) => child.once('exit', resolve));
  return {code, errors: errors()};
}

describe('the docs MCP server over HTTP, reached directly', () => {
  let running: ChildProcess | undefined;
  let port = 0;
  beforeAll(async () => {
    port = await freePort();
    running = startMcpHttp({MCP_PORT: String(port), DOCS_BUILD_DIR: buildDir}).child;
    await untilPrinted(running, MCP_HTTP_LISTENING);
  });
  afterAll(() => {
    running?.kill('SIGTERM');
  });

  const post = (body: unknown) =>
    fetch(`http://127.0.0.1:${port}${MCP_PATH}`, {
      method: 'POST',
      headers: HEADERS,
      body: JSON.stringify(body),
    });

  it('answers a request line it cannot read with 400, and goes on serving', async () => {
    const answer = await new Promise<string>((resolve, reject) => {
      const socket = connect(port, '127.0.0.1', () => {
        socket.end('GET http://[ HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: close\r\n\r\n');
      });
      let text = '';
      socket.on('data', (chunk) => (text += chunk.toString()));
      socket.on('end', () => resolve(text));
      socket.on('error', reject);
    });
    expect(answer).toMatch(/^HTTP\/1\.1 400 /);
    expect((await post(PING)).status).toBe(200);
  });

  it('refuses a batch, which would carry many calls past the per-request rate limit', async () => {
    const batch = await post([PING, {...PING, id: 2}]);
    expect(batch.status).toBe(400);
    expect(((await batch.json()) as {error: {code: number}}).error.code).toBe(-32600);
    expect((await post(PING)).status).toBe(200);
  });
});

describe('the docs MCP server’s start', () => {
  it('refuses an empty port or address instead of reading it as any port or every address', async () => {
    const emptyPort = await failedStart({MCP_PORT: '', DOCS_BUILD_DIR: buildDir});
    expect(emptyPort.code).toBe(1);
    expect(emptyPort.errors.trim()).toBe('MCP_PORT must be a port number, not ""');
    const emptyHost = await failedStart({MCP_HOST: '', MCP_PORT: '0', DOCS_BUILD_DIR: buildDir});
    expect(emptyHost.code).toBe(1);
    expect(emptyHost.errors.trim()).toMatch(/^MCP_HOST must be an address/);
  });

  it('says in one line that its port is taken', async () => {
    // Held from the moment it is chosen: no other process can take it in between.
    const taken = createServer();
    await new Promise<void>((resolve) => taken.listen(0, '127.0.0.1', resolve));
    const {port} = taken.address() as AddressInfo;
    try {
      const {code, errors} = await failedStart({MCP_PORT: String(port), DOCS_BUILD_DIR: buildDir});
      expect(code).toBe(1);
      expect(errors.trim().split('\n')).toEqual([
        expect.stringMatching(
          new RegExp(
            `^The docs MCP server could not listen on 127\\.0\\.0\\.1:${port}: .*EADDRINUSE`,
          ),
        ),
      ]);
    } finally {
      taken.close();
    }
  });
});

describe('the docs MCP server on a build it cannot read whole', () => {
  let running: ChildProcess | undefined;
  let port = 0;
  // A copy that holds the search script and nothing else, as a copy cut short would.
  const partialBuild = scratchFolder('mcp-partial-build-');
  beforeAll(async () => {
    mkdirSync(path.join(partialBuild, PAGEFIND_FOLDER));
    copyFileSync(
      path.join(buildDir, PAGEFIND_FOLDER, PAGEFIND_SCRIPT),
      path.join(partialBuild, PAGEFIND_FOLDER, PAGEFIND_SCRIPT),
    );
    port = await freePort();
    running = startMcpHttp({MCP_PORT: String(port), DOCS_BUILD_DIR: partialBuild}).child;
    await untilPrinted(running, MCP_HTTP_LISTENING);
  });
  afterAll(() => {
    running?.kill('SIGTERM');
  });

  it('tells the agent what failed without the server’s folders', async () => {
    const client = new Client({name: 'e2e-partial', version: '1'});
    await client.connect(
      new StreamableHTTPClientTransport(new URL(`http://127.0.0.1:${port}${MCP_PATH}`)),
    );
    try {
      for (const [name, args] of [
        ['list_api_operations', {}],
        ['get_symbol', {name: 'Livelink'}],
      ] as const) {
        const result = await client.callTool({name, arguments: args});
        const text = (result.content as {text?: string}[]).map((item) => item.text).join('\n');
        expect(result.isError, name).toBe(true);
        expect(text, name).not.toContain(partialBuild);
        expect(text, name).not.toContain(siteDir);
      }
    } finally {
      await client.close();
    }
  });
});
