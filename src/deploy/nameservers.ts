import {readFileSync} from 'node:fs';
import {isIP} from 'node:net';

/** Where the machine's resolver is configured, on Debian as on most systems. */
const RESOLV_CONF = '/etc/resolv.conf';

/**
 * The DNS servers a `resolv.conf` names, written as nginx's `resolver`
 * takes them (an IPv6 address in brackets). A link-local address with a
 * zone (`fe80::1%eth0`) is left out: nginx cannot parse one.
 */
export function nameserversIn(resolvConf: string): string[] {
  const servers: string[] = [];
  for (const line of resolvConf.split('\n')) {
    const address = /^\s*nameserver\s+(\S+)/.exec(line)?.[1];
    if (!address || address.includes('%')) continue;
    const family = isIP(address);
    if (family === 4) servers.push(address);
    if (family === 6) servers.push(`[${address}]`);
  }
  return servers;
}

/**
 * The DNS servers of the machine the configuration is written on, which is
 * the one nginx runs on; none when it has no `/etc/resolv.conf`.
 */
export function machineNameservers(): string[] {
  let text: string;
  try {
    text = readFileSync(RESOLV_CONF, 'utf8');
  } catch {
    return [];
  }
  return nameserversIn(text);
}
