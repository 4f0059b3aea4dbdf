// @ts-check
// Makes sure `npm run serve:prod` and the e2e suite, which serve the build
// through the production nginx configuration, have Debian's nginx and its
// Brotli module. As root with apt-get, installs them; otherwise names the
// command to run.
import {execFileSync} from 'node:child_process';
import {existsSync} from 'node:fs';

const nginxPath = process.env.NGINX_PATH ?? '/usr/sbin/nginx';
const brotliModule = '/usr/lib/nginx/modules/ngx_http_brotli_static_module.so';
const packages = ['nginx', 'libnginx-mod-http-brotli-static'];
const present = () => existsSync(nginxPath) && existsSync(brotliModule);

if (present()) {
  process.exit(0);
}

const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
if (isRoot && existsSync('/usr/bin/apt-get')) {
  console.log(`nginx or its Brotli module is missing; installing ${packages.join(' ')}…`);
  const env = {...process.env, DEBIAN_FRONTEND: 'noninteractive'};
  execFileSync('apt-get', ['update', '-qq'], {stdio: 'inherit', env});
  // Installing only: a temporary prefix runs it, so Debian's own service is not needed.
  execFileSync('apt-get', ['install', '-y', '-qq', '--no-install-recommends', ...packages], {
    stdio: 'inherit',
    env,
  });
  if (present()) {
    process.exit(0);
  }
}

console.error(
  `The production server needs nginx at ${nginxPath} with ${brotliModule}.\n` +
    `Install them with:  sudo apt-get install ${packages.join(' ')}\n` +
    '(or set NGINX_PATH to another nginx binary).',
);
process.exit(1);
