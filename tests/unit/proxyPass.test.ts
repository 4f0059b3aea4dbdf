import {describe, expect, it} from 'vitest';
import {nameserversIn} from '../../src/deploy/nameservers';
import {proxyPassLines, upstreamIsNamed} from '../../src/deploy/proxyPass';

describe('the DNS servers of resolv.conf', () => {
  it('are read as nginx takes them, IPv6 in brackets, without zoned or unparsable addresses', () => {
    const conf = [
      '# generated',
      'search example.internal',
      'nameserver 10.255.255.53',
      '  nameserver ::1',
      'nameserver fe80::1%eth0',
      'nameserver not-an-address',
      'options edns0',
    ].join('\n');
    expect(nameserversIn(conf)).toEqual(['10.255.255.53', '[::1]']);
    expect(nameserversIn('')).toEqual([]);
  });
});

describe('proxy_pass for an upstream', () => {
  it('keeps an address, and localhost, as it is', () => {
    for (const address of [
      'http://127.0.0.1:8080/v1/chat/completions',
      'http://[::1]:8080/v1/chat/completions',
      'http://localhost:8080/v1/chat/completions',
    ]) {
      const upstream = new URL(address);
      expect(upstreamIsNamed(upstream), address).toBe(false);
      expect(proxyPassLines(upstream, 'docs_ask_ai_upstream', [])).toEqual([
        `proxy_pass ${address};`,
      ]);
    }
  });

  it('looks a name up through the given servers when a request needs it', () => {
    const upstream = new URL('https://api.provider.example/v1/chat/completions');
    expect(upstreamIsNamed(upstream)).toBe(true);
    expect(proxyPassLines(upstream, 'docs_ask_ai_upstream', ['10.0.0.2', '[::1]'])).toEqual([
      'resolver 10.0.0.2 [::1];',
      'set $docs_ask_ai_upstream "https://api.provider.example/v1/chat/completions";',
      'proxy_pass $docs_ask_ai_upstream;',
    ]);
  });

  it('refuses a name when the machine names no DNS server', () => {
    expect(() =>
      proxyPassLines(new URL('https://api.provider.example/v1'), 'docs_ask_ai_upstream', []),
    ).toThrow(/api\.provider\.example is a name.*no DNS server/);
  });
});
