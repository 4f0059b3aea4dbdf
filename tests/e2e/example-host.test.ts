import {execFileSync} from 'node:child_process';
import {existsSync, readFileSync} from 'node:fs';
import https from 'node:https';
import path from 'node:path';
import {afterAll, beforeAll, describe, expect, it} from 'vitest';
import {buildDir} from './support/builtPage';
import {oneAfterAnother} from './support/oneAfterAnother';
import {siteRequest} from './support/askAiProxy';
import {startScriptedChatServer} from './support/scriptedChatServer';
import {freePort, startNginx, type RunningNginx} from '../../src/deploy/nginxServer';
import {ASK_AI_PROXY_PATH, PAGE_FEEDBACK_PATH} from '../../src/deploy/serverSettings';
import {DEBIAN_NGINX} from '../../src/settings/systemPackages.mjs';
import {scratchFolder} from '../support/scratchFolder';

/*
 * deploy/nginx/example-host.conf, which a maintainer copies to a host, run as
 * it is but for its addresses, certificate, build and log, inside a top-level
 * file with Debian's settings for every site (a log with addresses, gzip on).
 */
const siteDir = path.resolve(import.meta.dirname, '../..');
const PAGE = '/core-concepts/architecture';

/** `text` with `from` replaced, which must be there: a change to the example must change this test. */
function replaced(text: string, from: string, to: string): string {
  if (!text.includes(from)) throw new Error(`example-host.conf no longer holds ${from}`);
  return text.replaceAll(from, to);
}

const ASK_AI_KEY = 'sk-test-example-host-5c2f';
const ASK_AI_MODEL = 'example-host-model';

let server: RunningNginx | undefined;
let model: Awaited<ReturnType<typeof startScriptedChatServer>> | undefined;
let ports: {http: number; https: number};
let accessLog: string;

/** Posts JSON over HTTPS without checking the test's own certificate; the status and body. */
async function postOverHttps(
  requestPath: string,
  body: string,
): Promise<{status: number; body: string}> {
  return new Promise((resolve, reject) => {
    https
      .request(
        new URL(requestPath, `https://127.0.0.1:${ports.https}`),
        {
          method: 'POST',
          rejectUnauthorized: false,
          headers: {'Content-Type': 'application/json'},
        },
        (response) => {
          let text = '';
          response.on('data', (chunk: Buffer) => (text += chunk.toString()));
          response.on('end', () => resolve({status: response.statusCode ?? 0, body: text}));
        },
      )
      .on('error', reject)
      .end(body);
  });
}

beforeAll(async () => {
  const folder = scratchFolder('example-host-');
  const [key, certificate] = [path.join(folder, 'key.pem'), path.join(folder, 'cert.pem')];
  execFileSync(DEBIAN_NGINX.openssl, [
    ...['req', '-x509', '-newkey', 'rsa:2048', '-nodes', '-days', '1'],
    ...['-subj', '/CN=docs.example.com', '-keyout', key, '-out', certificate],
  ]);
  accessLog = path.join(folder, 'access.log');
  ports = {http: await freePort(), https: await freePort()};
  let servers = readFileSync(path.join(siteDir, 'deploy/nginx/example-host.conf'), 'utf8');
  for (const [from, to] of [
    ['listen 80;', `listen 127.0.0.1:${ports.http};`],
    ['listen [::]:80;', ''],
    ['listen 443 ssl http2;', `listen 127.0.0.1:${ports.https} ssl http2;`],
    ['listen [::]:443 ssl http2;', ''],
    ['/etc/letsencrypt/live/docs.example.com/fullchain.pem', certificate],
    ['/etc/letsencrypt/live/docs.example.com/privkey.pem', key],
    ['/srv/3dverse-docs/build', buildDir],
    ['/var/log/nginx/3dverse-docs.access.log', accessLog],
  ] as const) {
    servers = replaced(servers, from, to);
  }
  model = await startScriptedChatServer(['Answered over HTTPS.'], 10);
  // The features nginx sends to itself at 127.0.0.1:$server_port, over HTTPS here.
  const env = {
    ASK_AI_UPSTREAM: model.endpoint,
    ASK_AI_API_KEY: ASK_AI_KEY,
    ASK_AI_MODEL,
    PAGE_FEEDBACK: 'on',
  };
  server = await startNginx({siteDir, buildDir, port: ports.https, env, servers});
});

afterAll(async () => {
  await server?.close();
  await model?.close();
});

describe('the example host configuration', () => {
  it('sends plain HTTP to HTTPS, and serves the site there with its headers', async () => {
    const [redirect] = await oneAfterAnother(`http://127.0.0.1:${ports.http}`, [
      {method: 'GET', path: PAGE},
    ]);
    expect(redirect?.status).toBe(301);
    expect(redirect?.headers.location).toBe(`https://127.0.0.1${PAGE}`);
    const [page] = await oneAfterAnother(`https://127.0.0.1:${ports.https}`, [
      {method: 'GET', path: PAGE},
    ]);
    expect(page?.status).toBe(200);
    expect(page?.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(page?.headers['content-security-policy']).toContain("default-src 'self'");
    expect(page?.headers['strict-transport-security']).toBeDefined();
  });

  it('logs both servers’ requests in the site’s log, without addresses, and none in the host’s', async () => {
    // The second request on each connection is answered once the first is logged.
    const twice = [
      {method: 'GET', path: PAGE},
      {method: 'GET', path: '/'},
    ];
    await oneAfterAnother(`http://127.0.0.1:${ports.http}`, twice);
    await oneAfterAnother(`https://127.0.0.1:${ports.https}`, twice);
    const lines = readFileSync(accessLog, 'utf8').split('\n');
    expect(lines.filter((line) => line.includes(`"GET ${PAGE}" 301 `)).length).toBeGreaterThan(0);
    // The page's line names the file it was served from.
    expect(
      lines.filter((line) => line.includes(`"GET ${PAGE}/index.html" 200 `)).length,
    ).toBeGreaterThan(0);
    expect(lines.join('\n')).not.toContain('127.0.0.1');
    const hostWide = path.join(server?.prefix ?? '', 'logs', 'host-wide.log');
    expect(existsSync(hostWide) ? readFileSync(hostWide, 'utf8') : '').toBe('');
  });

  it('takes Ask AI questions and page feedback over HTTPS, through its own second step', async () => {
    const answer = await postOverHttps(ASK_AI_PROXY_PATH, siteRequest(ASK_AI_MODEL, 'ping'));
    expect(answer.status).toBe(200);
    expect(answer.body).toContain('Answered over HTTPS.');
    expect(model?.received.at(-1)?.authorization).toBe(`Bearer ${ASK_AI_KEY}`);
    const feedback = await postOverHttps(
      PAGE_FEEDBACK_PATH,
      JSON.stringify({page: PAGE, helpful: 'yes'}),
    );
    expect(feedback.status).toBe(204);
  });
});
