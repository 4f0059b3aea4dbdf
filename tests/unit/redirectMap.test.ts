import {describe, expect, it} from 'vitest';
import {redirectMap} from '../../src/deploy/redirectMap';

describe('redirect map', () => {
  it('maps each redirect, with and without a trailing slash, then the .html spellings', () => {
    const map = redirectMap([{from: '/api', to: '/references/api/asset-api'}]);
    expect(map).toContain('"/api" "/references/api/asset-api";');
    expect(map).toContain('"/api/" "/references/api/asset-api";');
    const page = '/[A-Za-z0-9._~-][A-Za-z0-9._~/-]*';
    expect(map).toContain(`"~^(?<docs_page>${page})/index\\.html$" "$docs_page";`);
    expect(map.indexOf('/index\\.html$')).toBeLessThan(
      map.indexOf(`(?<docs_page>${page})\\.html$`),
    );
    expect(() => redirectMap([{from: '/a b', to: '/'}])).toThrow(/Cannot write/);
  });
});
