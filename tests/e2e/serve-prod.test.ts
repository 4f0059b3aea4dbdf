import {spawn} from 'node:child_process';
import {mkdirSync, readdirSync, statSync, symlinkSync, writeFileSync} from 'node:fs';
import path from 'node:path';
import {describe, expect, it} from 'vitest';
import {buildDir} from './support/builtPage';
import {untilPrinted} from '../../src/deploy/untilPrinted';
import {freePort, startNginx} from '../../src/deploy/nginxServer';
import {PAGE_FEEDBACK_PATH} from '../../src/deploy/serverSettings';
import {feedbackBody} from '../../src/components/PageFeedback/feedbackAnswer';
import {environmentWith} from '../../src/settings/environmentVariables';
import {scratchFolder} from '../support/scratchFolder';

/*
 * \`npm run serve:prod\` and the nginx it starts, as a maintainer runs them
 * on their own checkout rather than as the suite's server: from a private
 * home folder, and on the build folder their settings name.
 */

describe('the local production preview', () => {
  it('serves a build inside a folder only its owner can read, as in a private home folder', async () => {
    // scratchFolder makes it with mkdtemp, readable by its owner only, as a home folder usually is.
    const privateDir = scratchFolder('private-checkout-');
    expect(statSync(privateDir).mode & 0o077).toBe(0);
    const site = path.join(privateDir, 'build');
    symlinkSync(buildDir, site);
    const preview = await startNginx({
      siteDir: path.resolve(import.meta.dirname, '../..'),
      buildDir: site,
      port: await freePort(),
      env: {},
    });
    try {
      expect((await fetch(`${preview.url}/`)).status).toBe(200);
      expect((await fetch(`${preview.url}/core-concepts/architecture`)).status).toBe(200);
      expect((await fetch(`${preview.url}/no/such/page`)).status).toBe(404);
    } finally {
      await preview.close();
    }
  });

  it('takes page feedback when it listens on another address than 127.0.0.1', async () => {
    // 127.0.0.2 is a loopback address, but not the one nginx sends its own checks to.
    const preview = await startNginx({
      siteDir: path.resolve(import.meta.dirname, '../..'),
      buildDir,
      port: await freePort(),
      host: '127.0.0.2',
      env: {PAGE_FEEDBACK: 'on'},
    });
    try {
      const answer = await fetch(`${preview.url}${PAGE_FEEDBACK_PATH}`, {
        method: 'POST',
        headers: {'Content-Type': 'application/json'},
        body: feedbackBody({page: '/core-concepts/architecture', helpful: 'yes'}),
      });
      expect(answer.status).toBe(204);
    } finally {
      await preview.close();
    }
  });

  it('serves the build DOCS_BUILD_DIR names, and says which, and only the logs that are on', async () => {
    // Every entry of the real build, linked, plus one file that only this folder has.
    const otherBuild = scratchFolder('other-build-');
    for (const entry of readdirSync(buildDir)) {
      symlinkSync(path.join(buildDir, entry), path.join(otherBuild, entry));
    }
    mkdirSync(path.join(otherBuild, 'only-here'));
    writeFileSync(path.join(otherBuild, 'only-here/index.html'), '<!doctype html><title>x</title>');
    const port = await freePort();
    const preview = spawn(
      process.execPath,
      ['--import', 'tsx', path.resolve(import.meta.dirname, '../../scripts/serve-prod.mts')],
      {
        env: environmentWith({
          PORT: String(port),
          DOCS_BUILD_DIR: otherBuild,
          MCP: 'off',
          SEARCH_REPORT: 'off',
          PAGE_FEEDBACK: 'no',
        }),
        stdio: ['ignore', 'pipe', 'inherit'],
      },
    );
    const exited = new Promise((resolve) => preview.once('exit', resolve));
    try {
      const printed = await untilPrinted(preview, 'Ctrl+C stops it.');
      expect(printed).toContain(`Serving ${otherBuild} through nginx`);
      // Switched off, they are not announced as on.
      expect(printed).not.toMatch(/Search reports go to|Page feedback goes to/);
      // It says so once nginx answers, so the page is there at once.
      expect((await fetch(`http://127.0.0.1:${port}/only-here/`)).status).toBe(200);
    } finally {
      preview.kill('SIGTERM');
      await exited;
    }
  });

  it('gives one address for the MCP server, nginx’s, once the server behind it answers', async () => {
    const port = await freePort();
    const preview = spawn(
      process.execPath,
      ['--import', 'tsx', path.resolve(import.meta.dirname, '../../scripts/serve-prod.mts')],
      {env: environmentWith({PORT: String(port)}), stdio: ['ignore', 'pipe', 'inherit']},
    );
    let everything = '';
    preview.stdout?.on('data', (chunk: Buffer) => (everything += chunk.toString()));
    const exited = new Promise((resolve) => preview.once('exit', resolve));
    try {
      const printed = await untilPrinted(preview, 'Ctrl+C stops it.');
      const endpoint = `http://127.0.0.1:${port}/mcp`;
      expect(printed).toContain(`MCP server for agents at ${endpoint}`);
      // Announced once it answers, so an agent that connects at once is served.
      const ping = await fetch(endpoint, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          accept: 'application/json, text/event-stream',
        },
        body: JSON.stringify({jsonrpc: '2.0', id: 1, method: 'ping'}),
      });
      expect(ping.status).toBe(200);
    } finally {
      preview.kill('SIGTERM');
      await exited;
    }
    // Everything it printed, to the end: the upstream's own address is not one to give a reader.
    expect(everything.split('\n').filter((line) => line.includes('/mcp'))).toEqual([
      `MCP server for agents at http://127.0.0.1:${port}/mcp`,
    ]);
  });
});
