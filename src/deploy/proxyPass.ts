import {isIP} from 'node:net';

/**
 * Whether nginx would have to look `upstream`'s host up by name. `localhost`
 * comes from the hosts file, which nginx's own resolver does not read, and
 * always resolves.
 */
export function upstreamIsNamed(upstream: URL): boolean {
  const host = upstream.hostname.replace(/^\[(.*)\]$/, '$1');
  return isIP(host) === 0 && host !== 'localhost';
}

/**
 * The lines that send a location's requests to `upstream`. An address
 * goes into `proxy_pass` as it is. A name written there is looked up once,
 * as nginx starts, and one that does not resolve then stops nginx, and so the
 * whole site, from starting or reloading; a name is therefore put in a
 * variable (`variable`, without its `$`), which nginx looks up through
 * `nameservers` when a request needs it: a name that does not resolve fails
 * that location alone, with a 502. The variable holds the whole URL, which
 * nginx then sends as the request's path, without the client's query.
 */
export function proxyPassLines(
  upstream: URL,
  variable: string,
  nameservers: readonly string[],
): string[] {
  if (!upstreamIsNamed(upstream)) return [`proxy_pass ${upstream.href};`];
  if (nameservers.length === 0) {
    throw new Error(
      `${upstream.hostname} is a name, and this machine's /etc/resolv.conf names no DNS server for nginx to look it up with; give the upstream by its address instead.`,
    );
  }
  return [
    `resolver ${nameservers.join(' ')};`,
    `set $${variable} "${upstream.href}";`,
    `proxy_pass $${variable};`,
  ];
}
