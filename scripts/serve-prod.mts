/**
 * `npm run serve:prod`: serves the existing `build/` through nginx with the
 * production configuration of deploy/nginx, in the foreground, on PORT
 * (default 8080). Builds nothing. Everything nginx writes goes to a
 * temporary prefix, removed on exit, so no root is needed.
 *
 * Environment: PORT, HOST (default 127.0.0.1), and the server settings
 * ASK_AI_UPSTREAM, ASK_AI_API_KEY, ASK_AI_MODEL (the Ask AI proxy) and
 * SEARCH_REPORT=on (no-result search reports), as on a real host.
 */
import {spawn} from 'node:child_process';
import {rmSync} from 'node:fs';
import path from 'node:path';
import {NGINX_BINARY, nginxArguments, prepareNginxPrefix} from '../src/deploy/nginxServer';

const siteDir = path.resolve(import.meta.dirname, '..');
const port = Number(process.env.PORT ?? 8080);
const host = process.env.HOST ?? '127.0.0.1';
if (!Number.isInteger(port) || port <= 0 || port > 65535) {
  console.error(`PORT must be a port number, not ${process.env.PORT}`);
  process.exit(1);
}

let prepared;
try {
  prepared = prepareNginxPrefix({
    siteDir,
    buildDir: path.join(siteDir, 'build'),
    port,
    host,
    env: process.env,
  });
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  console.error('(`node scripts/ensure-nginx.mjs` installs nginx when run as root.)');
  process.exit(1);
}
const {prefix, searchReportLog} = prepared;
console.info(`Serving build/ through nginx at http://${host}:${port} (prefix ${prefix})`);
if (process.env.SEARCH_REPORT) console.info(`Search reports go to ${searchReportLog}`);
console.info('Ctrl+C stops it.');

const nginx = spawn(NGINX_BINARY, nginxArguments(prepared), {stdio: 'inherit'});
const stop = () => nginx.kill('SIGQUIT');
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
nginx.on('exit', (code) => {
  rmSync(prefix, {recursive: true, force: true});
  process.exit(code ?? 0);
});
