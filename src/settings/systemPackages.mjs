// @ts-check
/*
 * Where the Debian programs the build, the tests and the production
 * preview drive are installed, and the packages that install them. Plain
 * JavaScript, so that the scripts that install them can read it before
 * `npm ci` has brought TypeScript; the settings take their defaults from it.
 */

/** Where Debian's chromium package puts the browser. */
export const DEBIAN_CHROMIUM = {path: '/usr/bin/chromium', packages: ['chromium']};

/**
 * Where Debian's nginx packages put the server and the Brotli module the
 * production configuration loads, and where openssl is, with which the
 * e2e suite makes a certificate for the example host's HTTPS server.
 */
export const DEBIAN_NGINX = {
  path: '/usr/sbin/nginx',
  brotliModule: '/usr/lib/nginx/modules/ngx_http_brotli_static_module.so',
  openssl: '/usr/bin/openssl',
  packages: ['nginx', 'libnginx-mod-http-brotli-static', 'openssl'],
};

/** Where Debian's ca-certificates package keeps the public authorities nginx checks an HTTPS upstream against. */
export const DEBIAN_CA_CERTIFICATES = '/etc/ssl/certs/ca-certificates.crt';
