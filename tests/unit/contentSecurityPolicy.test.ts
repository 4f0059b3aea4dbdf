import {describe, expect, it} from 'vitest';
import {contentSecurityPolicy} from '../../src/deploy/contentSecurityPolicy';
import {inlineScriptHashes} from '../../src/deploy/inlineScriptHashes';
import {connectOrigins, servedEngineSettings} from '../../src/deploy/renderServerConfig';
import {securityHeaders, securityHeadersConf} from '../../src/deploy/securityHeaders';
import {serverSettingsFromEnv} from '../../src/deploy/serverSettings';

describe('inline script hashes', () => {
  it('hashes the scripts a browser runs, exactly as written, and skips data and external scripts', () => {
    const html =
      '<script>alert(1)</script><script type="application/ld+json">{"a":1}</script>' +
      '<script src="/a.js"></script><script type=module>\n let x = 1;\n</script>';
    // sha256 of `alert(1)` and of `\n let x = 1;\n`, as `openssl dgst -sha256 -binary | base64` gives them.
    expect(inlineScriptHashes(html)).toEqual([
      "'sha256-bhHHL3z2vDgxUt0W3dWQOrprscmda2Y5pLsLg4GF+pI='",
      "'sha256-QHbfXM8e0LLnQOon5au6zPch6X1sDl0IOcHWSV18kUg='",
    ]);
  });
});

describe('content security policy', () => {
  const base = {
    scriptHashes: ["'sha256-x'"],
    connectOrigins: [],
    frameOrigins: [],
    analytics: false,
  };

  it('allows scripts from the site and the hashes only', () => {
    const policy = contentSecurityPolicy(base);
    expect(policy).toContain("script-src 'self' 'wasm-unsafe-eval' 'sha256-x';");
    expect(policy).not.toMatch(/'unsafe-eval'|script-src[^;]*'unsafe-inline'/);
    expect(policy).toContain("frame-ancestors 'none'");
    expect(policy).toContain("frame-src 'none'");
  });

  it('grows by configuration: hosted search, an Ask AI origin, demos, analytics', () => {
    const policy = contentSecurityPolicy({
      ...base,
      connectOrigins: ['https://APP-dsn.algolia.net', 'https://ai.example'],
      frameOrigins: ['https://demo.example'],
      analytics: true,
    });
    expect(policy).toMatch(
      /connect-src 'self' https:\/\/APP-dsn\.algolia\.net https:\/\/ai\.example https:\/\/demo\.example https:\/\/\*\.google-analytics\.com/,
    );
    expect(policy).toContain(
      "script-src 'self' 'wasm-unsafe-eval' 'sha256-x' https://www.googletagmanager.com;",
    );
    expect(policy).toContain('frame-src https://demo.example;');
  });

  it('takes its origins from the settings in force', () => {
    const built = {
      algolia: {appId: 'APP', searchKey: 'k', indexName: 'docs'},
      askAi: {endpoint: 'https://ai.example/v1/chat/completions', model: 'm'},
      searchReport: null,
      pageFeedback: null,
      mcp: null,
      apiConsole: null,
    };
    expect(connectOrigins(built)).toEqual(['https://APP-dsn.algolia.net', 'https://ai.example']);
    // Behind the proxy, Ask AI is the site's own path.
    const served = servedEngineSettings(built, {
      ...serverSettingsFromEnv({}),
      askAi: {upstream: new URL('https://model.example/v1'), apiKey: 'k', model: 'm2'},
      searchReport: true,
    });
    expect(served).toEqual({
      algolia: built.algolia,
      askAi: {endpoint: '/ask-ai/chat/completions', model: 'm2'},
      searchReport: {endpoint: '/search-report'},
      pageFeedback: null,
      mcp: null,
      apiConsole: null,
    });
    expect(connectOrigins(served)).toEqual(['https://APP-dsn.algolia.net']);
  });

  it('names exactly the API console’s servers, the one the server adds first', () => {
    const production = {url: 'https://api.3dverse.com/app/v1', description: 'Production'};
    const built = {
      algolia: null,
      askAi: null,
      searchReport: null,
      pageFeedback: null,
      mcp: null,
      apiConsole: {servers: [production]},
    };
    expect(connectOrigins(built)).toEqual(['https://api.3dverse.com']);
    const served = servedEngineSettings(built, {
      ...serverSettingsFromEnv({}),
      apiConsoleBaseUrl: new URL('http://127.0.0.1:4010/app/v1/'),
    });
    expect(served.apiConsole).toEqual({
      servers: [
        {url: 'http://127.0.0.1:4010/app/v1', description: 'Configured for this site'},
        production,
      ],
    });
    const policy = contentSecurityPolicy({
      scriptHashes: [],
      connectOrigins: connectOrigins(served),
      frameOrigins: [],
      analytics: false,
    });
    expect(policy).toContain("connect-src 'self' http://127.0.0.1:4010 https://api.3dverse.com;");
    expect(policy).not.toContain('*');
    // A build with the console off stays off the policy.
    expect(connectOrigins({...built, apiConsole: null})).toEqual([]);
  });
});

describe('security headers', () => {
  it('are written as add_header lines sent with every status', () => {
    const conf = securityHeadersConf(securityHeaders("default-src 'self'"));
    expect(conf.split('\n').filter(Boolean)).toHaveLength(6);
    expect(conf).toContain(`add_header Content-Security-Policy "default-src 'self'" always;`);
    expect(conf).toContain('add_header X-Content-Type-Options "nosniff" always;');
    expect(() => securityHeadersConf([['X', 'a"b']])).toThrow(/cannot be written/);
  });
});
