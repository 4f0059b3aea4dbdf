import {mkdtempSync, readFileSync, writeFileSync, mkdirSync, statSync, existsSync} from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {brotliDecompressSync, gunzipSync} from 'node:zlib';
import {describe, expect, it} from 'vitest';
import {contentSecurityPolicy} from '../../src/deploy/contentSecurityPolicy';
import {inlineScriptHashes} from '../../src/deploy/inlineScriptHashes';
import {brotliQuality, precompressBuild} from '../../src/deploy/precompress';
import {redirectMap} from '../../src/deploy/redirectMap';
import {
  connectOrigins,
  MAX_INLINE_SCRIPTS,
  renderServerConfig,
  servedEngineSettings,
} from '../../src/deploy/renderServerConfig';
import {securityHeaders, securityHeadersConf} from '../../src/deploy/securityHeaders';
import {serverLocations} from '../../src/deploy/serverLocations';
import {serverSettingsFromEnv} from '../../src/deploy/serverSettings';
import {searchFailure} from '../../src/plugins/search/client/reportSearchFailure';

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

describe('redirect map', () => {
  it('maps each redirect, with and without a trailing slash, then the .html spellings', () => {
    const map = redirectMap([{from: '/api', to: '/references/api/asset-api'}]);
    expect(map).toContain('"/api" "/references/api/asset-api";');
    expect(map).toContain('"/api/" "/references/api/asset-api";');
    expect(map).toContain('"~^(?<docs_page>/.+)/index\\.html$" "$docs_page";');
    expect(map.indexOf('/index\\.html$')).toBeLessThan(map.indexOf('(?<docs_page>/.+)\\.html$'));
    expect(() => redirectMap([{from: '/a b', to: '/'}])).toThrow(/Cannot write/);
  });
});

describe('server settings', () => {
  it('leave the proxy off without Ask AI values, and reports off unless asked for', () => {
    expect(serverSettingsFromEnv({})).toEqual({
      askAi: null,
      searchReport: false,
      pageFeedback: false,
      algolia: null,
      mcp: null,
      apiConsoleBaseUrl: null,
    });
    expect(serverSettingsFromEnv({SEARCH_REPORT: 'on'}).searchReport).toBe(true);
    expect(serverSettingsFromEnv({PAGE_FEEDBACK: 'on'}).pageFeedback).toBe(true);
  });

  it('add an API console server only from a plain http(s) URL', () => {
    expect(
      serverSettingsFromEnv({API_CONSOLE_BASE_URL: 'https://staging.example/app/v1'})
        .apiConsoleBaseUrl?.href,
    ).toBe('https://staging.example/app/v1');
    for (const base of [
      'not a url',
      'ftp://staging.example',
      'https://user:secret@staging.example',
      'https://staging.example/?key=1',
      'https://staging.example/#x',
    ]) {
      expect(() => serverSettingsFromEnv({API_CONSOLE_BASE_URL: base})).toThrow(
        /API_CONSOLE_BASE_URL/,
      );
    }
  });

  it('switch on hosted search with all three Algolia values, and refuse some of them', () => {
    const algolia = {
      ALGOLIA_APP_ID: 'APP1',
      ALGOLIA_SEARCH_API_KEY: 'public',
      ALGOLIA_INDEX_NAME: 'docs',
    };
    expect(serverSettingsFromEnv(algolia).algolia).toEqual({
      appId: 'APP1',
      searchKey: 'public',
      indexName: 'docs',
    });
    expect(() => serverSettingsFromEnv({ALGOLIA_APP_ID: 'APP1'})).toThrow(/all three or none/);
    expect(() => serverSettingsFromEnv({...algolia, ALGOLIA_APP_ID: 'a.evil.example'})).toThrow(
      /letters and digits/,
    );
  });

  it('refuse half a proxy, or a value nginx would misread', () => {
    expect(() => serverSettingsFromEnv({ASK_AI_API_KEY: 'k'})).toThrow(/all three or none/);
    const complete = {ASK_AI_UPSTREAM: 'https://m.example/v1/chat/completions', ASK_AI_MODEL: 'm'};
    expect(() => serverSettingsFromEnv({...complete, ASK_AI_API_KEY: 'k"; deny all; #'})).toThrow(
      /misread/,
    );
    expect(() => serverSettingsFromEnv({...complete, ASK_AI_API_KEY: 'k$host'})).toThrow(/misread/);
    expect(() =>
      serverSettingsFromEnv({...complete, ASK_AI_API_KEY: 'k', ASK_AI_UPSTREAM: 'ftp://x'}),
    ).toThrow(/http\(s\)/);
    expect(serverSettingsFromEnv({...complete, ASK_AI_API_KEY: 'sk-1'}).askAi?.apiKey).toBe('sk-1');
  });
});

describe('server locations', () => {
  const files = {
    settingsFile: '/gen/search-settings.json',
    searchReportLog: '/logs/report.log',
    pageFeedbackLog: '/logs/feedback.log',
  };

  it('are empty when every feature is off', () => {
    expect(serverLocations(serverSettingsFromEnv({}), files)).not.toContain('location');
  });

  it('proxy Ask AI with the key, a body cap, a rate limit and no upstream error passed through', () => {
    const conf = serverLocations(
      serverSettingsFromEnv({
        ASK_AI_UPSTREAM: 'https://m.example/v1/chat/completions',
        ASK_AI_API_KEY: 'sk-1',
        ASK_AI_MODEL: 'm',
      }),
      files,
    );
    expect(conf).toContain('location = /ask-ai/chat/completions {');
    expect(conf).toContain('proxy_pass https://m.example/v1/chat/completions;');
    expect(conf).toContain('proxy_set_header Authorization "Bearer sk-1";');
    expect(conf).toMatch(/client_max_body_size \d+k;/);
    expect(conf).toMatch(/limit_req zone=docs_ask_ai burst=\d+ nodelay;/);
    expect(conf).toContain('proxy_intercept_errors on;');
    expect(conf).toContain('proxy_buffering off;');
    expect(conf).toContain('alias /gen/search-settings.json;');
  });

  it('log search reports to the given file in the format without addresses', () => {
    const conf = serverLocations(serverSettingsFromEnv({SEARCH_REPORT: 'on'}), files);
    expect(conf).toContain('access_log /logs/report.log docs_search_report;');
    expect(conf).toMatch(/limit_req zone=docs_search_report/);
  });
});

describe('the search report', () => {
  // The report itself is tested in readerReport.test.ts.
  it('is fed by the modal only for answered queries that failed the reader', () => {
    const outcome = {query: 'x', answered: true, hits: 0, opened: false};
    expect(searchFailure(outcome)).toBe('no-results');
    expect(searchFailure({...outcome, hits: 3})).toBe('not-opened');
    expect(searchFailure({...outcome, hits: 3, opened: true})).toBeNull();
    expect(searchFailure({...outcome, answered: false})).toBeNull();
    expect(searchFailure({...outcome, query: '  '})).toBeNull();
  });
});

describe('precompression', () => {
  it('writes .br and .gz that decode to the file, and skips what does not shrink', async () => {
    const dir = mkdtempSync(path.join(os.tmpdir(), 'precompress-'));
    mkdirSync(path.join(dir, 'assets'));
    const text = 'const answer = 42;\n'.repeat(500);
    writeFileSync(path.join(dir, 'assets', 'main.js'), text);
    writeFileSync(path.join(dir, 'tiny.txt'), 'a');
    writeFileSync(path.join(dir, 'font.woff2'), text);
    const report = await precompressBuild(dir);
    expect(report.files).toBe(2);
    const file = path.join(dir, 'assets', 'main.js');
    expect(brotliDecompressSync(readFileSync(`${file}.br`)).toString()).toBe(text);
    expect(gunzipSync(readFileSync(`${file}.gz`)).toString()).toBe(text);
    expect(statSync(`${file}.br`).size).toBeLessThan(text.length / 10);
    expect(existsSync(path.join(dir, 'tiny.txt.br'))).toBe(false);
    expect(existsSync(path.join(dir, 'font.woff2.br'))).toBe(false);
    expect(brotliQuality('assets/js/main.js')).toBe(11);
    expect(brotliQuality('index.html')).toBe(7);
  });
});

describe('rendering the server configuration', () => {
  function fakeBuild(pages: number, differentScripts: boolean): string {
    const dir = mkdtempSync(path.join(os.tmpdir(), 'render-'));
    writeFileSync(path.join(dir, 'search-settings.json'), '{"algolia":null,"askAi":null}');
    for (let index = 0; index < pages; index += 1) {
      const name = index === 0 ? 'index.html' : `page-${index}.html`;
      const script = differentScripts ? `var page=${index}` : 'var same=1';
      writeFileSync(path.join(dir, name), `<title>p</title><script>${script}</script>`);
    }
    return dir;
  }
  const target = {
    generatedDir: '/gen',
    searchReportLog: '/logs/r.log',
    pageFeedbackLog: '/logs/f.log',
  };
  // Every feature off, as the server reads an empty environment.
  const off = serverSettingsFromEnv({});
  const docsDir = path.resolve(import.meta.dirname, '../../docs');

  it('hashes the build’s inline scripts and writes no served settings with features off', () => {
    const files = renderServerConfig(fakeBuild(3, false), docsDir, off, target);
    expect(files.map((file) => file.name)).toEqual([
      'redirects.conf',
      'security-headers.conf',
      'locations.conf',
    ]);
    const headers = files.find((file) => file.name === 'security-headers.conf')?.content ?? '';
    expect(headers).toContain(inlineScriptHashes('<script>var same=1</script>')[0]);
  });

  it('refuses a build whose pages each add an inline script', () => {
    expect(() =>
      renderServerConfig(fakeBuild(MAX_INLINE_SCRIPTS + 1, true), docsDir, off, target),
    ).toThrow(/different inline scripts/);
  });

  it('marks the file holding the key as secret, and publishes the proxy in the settings', () => {
    const files = renderServerConfig(
      fakeBuild(1, false),
      docsDir,
      serverSettingsFromEnv({
        ASK_AI_UPSTREAM: 'https://m.example/v1/chat/completions',
        ASK_AI_API_KEY: 'sk-secret',
        ASK_AI_MODEL: 'm',
      }),
      target,
    );
    const holding = files.filter((file) => file.content.includes('sk-secret'));
    expect(holding.map((file) => [file.name, file.secret])).toEqual([['locations.conf', true]]);
    const settings = files.find((file) => file.name === 'search-settings.json');
    expect(JSON.parse(settings?.content ?? '{}')).toMatchObject({
      askAi: {endpoint: '/ask-ai/chat/completions', model: 'm'},
    });
  });

  it('publishes the API console’s added server and lets the browser reach it, and no other', () => {
    const build = fakeBuild(1, false);
    writeFileSync(
      path.join(build, 'search-settings.json'),
      JSON.stringify({
        apiConsole: {servers: [{url: 'https://api.3dverse.com/app/v1', description: 'Production'}]},
      }),
    );
    const policyOf = (files: ReturnType<typeof renderServerConfig>) =>
      files.find((file) => file.name === 'security-headers.conf')?.content ?? '';
    expect(policyOf(renderServerConfig(build, docsDir, off, target))).toMatch(
      /connect-src 'self' https:\/\/api\.3dverse\.com[ ;]/,
    );
    const files = renderServerConfig(
      build,
      docsDir,
      serverSettingsFromEnv({API_CONSOLE_BASE_URL: 'http://127.0.0.1:4010'}),
      target,
    );
    const settings = files.find((file) => file.name === 'search-settings.json');
    expect(JSON.parse(settings?.content ?? '{}').apiConsole.servers).toEqual([
      {url: 'http://127.0.0.1:4010', description: 'Configured for this site'},
      {url: 'https://api.3dverse.com/app/v1', description: 'Production'},
    ]);
    expect(policyOf(files)).toMatch(
      /connect-src 'self' http:\/\/127\.0\.0\.1:4010 https:\/\/api\.3dverse\.com[ ;]/,
    );
    expect(/connect-src[^;]*\*/.test(policyOf(files))).toBe(false);
  });

  it('refuses a folder without a build', () => {
    expect(() =>
      renderServerConfig(mkdtempSync(path.join(os.tmpdir(), 'empty-')), docsDir, off, target),
    ).toThrow(/No production build/);
  });
});

describe('the docs MCP server behind nginx', () => {
  const files = {
    settingsFile: '/p/settings.json',
    searchReportLog: '/p/report.log',
    pageFeedbackLog: '/p/feedback.log',
  };

  it('is off without MCP_UPSTREAM, and forwards /mcp with a body cap and a rate limit when set', () => {
    expect(serverSettingsFromEnv({}).mcp).toBeNull();
    const settings = serverSettingsFromEnv({MCP_UPSTREAM: 'http://127.0.0.1:3939'});
    const conf = serverLocations(settings, files);
    expect(conf).toContain('location = /mcp {');
    expect(conf).toContain('proxy_pass http://127.0.0.1:3939/mcp;');
    expect(conf).toMatch(/client_max_body_size 16k;/);
    expect(conf).toMatch(/limit_req zone=docs_mcp burst=\d+ nodelay;/);
    // The browser hears of it, for the "Use with AI" menu's connect links.
    expect(conf).toContain('location = /search-settings.json {');
    expect(serverLocations(serverSettingsFromEnv({}), files)).not.toContain('/mcp');
  });

  it('refuses an upstream nginx could misread or that is not the plain address of the server', () => {
    for (const upstream of [
      'ftp://x',
      'http://127.0.0.1:3939/other',
      'http://h:1/?a=b',
      'not a url',
    ]) {
      expect(() => serverSettingsFromEnv({MCP_UPSTREAM: upstream}), upstream).toThrow(
        /MCP_UPSTREAM/,
      );
    }
  });
});
