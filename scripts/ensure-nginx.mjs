// @ts-check
// Makes sure `npm run serve:prod` and the e2e suite, which serve the build
// through the production nginx configuration, have Debian's nginx and its
// Brotli module. As root with apt-get, installs them; otherwise names the
// command to run.
import {existsSync} from 'node:fs';
import {DEBIAN_NGINX} from '../src/settings/systemPackages.mjs';
import {installWithAptGet} from './installWithAptGet.mjs';

const nginxPath = process.env.NGINX_PATH ?? DEBIAN_NGINX.path;
const present = () =>
  existsSync(nginxPath) &&
  existsSync(DEBIAN_NGINX.brotliModule) &&
  existsSync(DEBIAN_NGINX.openssl);

// Installing only: the preview and the tests run nginx under a prefix of their own, not as Debian's service.
const installed = () =>
  installWithAptGet('nginx, its Brotli module or openssl', DEBIAN_NGINX.packages, present, {
    withRecommended: false,
  });

if (present() || installed()) {
  process.exit(0);
}

console.error(
  `The production server needs nginx at ${nginxPath} with ${DEBIAN_NGINX.brotliModule}, and its tests ${DEBIAN_NGINX.openssl}.\n` +
    `Install them with:  sudo apt-get install ${DEBIAN_NGINX.packages.join(' ')}\n` +
    '(or set NGINX_PATH to another nginx binary).',
);
process.exit(1);
