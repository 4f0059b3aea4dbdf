/**
 * `npm run serve:prod`: serves the existing `build/` (or `DOCS_BUILD_DIR`) through nginx with the
 * production configuration of deploy/nginx, in the foreground, on PORT
 * (default 8080). Builds nothing. Everything nginx writes goes to a
 * temporary prefix, removed on exit, so no root is needed.
 *
 * Environment: PORT, HOST (default 127.0.0.1), and the server settings
 * (`ServerSettings` in src/deploy/serverSettings.ts: Ask AI, hosted search,
 * search reports, page feedback, the MCP server, the API console), as on a
 * real host. The docs
 * MCP server (`npm run mcp:http`) is started beside nginx on a free port
 * and served at /mcp, unless MCP=off or MCP_UPSTREAM names one already
 * running.
 */
import {spawn} from 'node:child_process';
import {rmSync} from 'node:fs';
import path from 'node:path';
import {
  NGINX_BINARY,
  freePort,
  nginxArguments,
  prepareNginxPrefix,
  untilListening,
} from '../src/deploy/nginxServer';
import {untilPrinted} from '../src/deploy/untilPrinted';
import {MCP_HTTP_LISTENING} from '../src/mcp/endpoint';
import {siteBuildDirectory} from '../src/settings/buildDirectory';
import {environmentWith, readEnvironment} from '../src/settings/environmentVariables';
import {switchedOff, switchedOn} from '../src/settings/switches';

const siteDir = path.resolve(import.meta.dirname, '..');
const buildDir = siteBuildDirectory(siteDir);
const port = Number(readEnvironment('PORT'));
const host = readEnvironment('HOST');
if (!Number.isInteger(port) || port <= 0 || port > 65535) {
  console.error(`PORT must be a port number, not ${readEnvironment('PORT')}`);
  process.exit(1);
}

const env = {...process.env};
/** The MCP server this script starts, unless MCP is off or MCP_UPSTREAM names one already running. */
let mcp: {child: ReturnType<typeof spawn>} | undefined;
if (!switchedOff(env.MCP) && !env.MCP_UPSTREAM) {
  const mcpPort = await freePort();
  env.MCP_UPSTREAM = `http://127.0.0.1:${mcpPort}`;
  const child = spawn(
    process.execPath,
    ['--import', 'tsx', path.join(siteDir, 'scripts/mcp-http.mts')],
    {
      env: environmentWith({MCP_PORT: String(mcpPort), MCP_HOST: '127.0.0.1'}),
      // Its own address is nginx's upstream, not one to give a reader: this script says where /mcp
      // is, once the server has printed that it listens.
      stdio: ['ignore', 'pipe', 'inherit'],
    },
  );
  mcp = {child};
}

let prepared;
try {
  prepared = prepareNginxPrefix({
    siteDir,
    buildDir,
    port,
    host,
    env,
  });
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  console.error('(`node scripts/ensure-nginx.mjs` installs nginx when run as root.)');
  mcp?.child.kill();
  process.exit(1);
}
const {prefix, searchReportLog, pageFeedbackLog} = prepared;
const nginx = spawn(NGINX_BINARY, nginxArguments(prepared), {stdio: 'inherit'});
const stop = () => {
  nginx.kill('SIGQUIT');
  mcp?.child.kill('SIGTERM');
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
nginx.on('exit', (code) => {
  mcp?.child.kill('SIGTERM');
  rmSync(prefix, {recursive: true, force: true});
  process.exit(code ?? 0);
});

// Said once nginx answers, so that a reader (or a test) who opens the address
// at once finds the site; nginx's own errors, if it stops, are above.
const listening = await untilListening(nginx, host, port).then(
  () => true,
  (error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    stop();
    return false;
  },
);
// The MCP server is announced once it answers too; if it cannot start, the site is still served.
const mcpAnswers = mcp
  ? await untilPrinted(mcp.child, MCP_HTTP_LISTENING).then(
      () => true,
      (error: unknown) => {
        console.error(error instanceof Error ? error.message : error);
        return false;
      },
    )
  : Boolean(env.MCP_UPSTREAM);
if (listening) {
  console.info(`Serving ${buildDir} through nginx at http://${host}:${port} (prefix ${prefix})`);
  if (switchedOn(readEnvironment('SEARCH_REPORT'))) {
    console.info(`Search reports go to ${searchReportLog}`);
  }
  if (switchedOn(readEnvironment('PAGE_FEEDBACK'))) {
    console.info(`Page feedback goes to ${pageFeedbackLog}`);
  }
  if (mcpAnswers) console.info(`MCP server for agents at http://${host}:${port}/mcp`);
  console.info('Ctrl+C stops it.');
}
