import {describe, expect, it} from 'vitest';
import {ASK_AI_FORWARD_PATH} from '../../src/deploy/askAiLocations';
import {serverLocations} from '../../src/deploy/serverLocations';
import {serverSettingsFromEnv} from '../../src/deploy/serverSettings';

/** Where the locations' files are, as `npm run nginx-config` would give them. */
const files = {
  settingsFile: '/gen/search-settings.json',
  searchReportLog: '/logs/report.log',
  pageFeedbackLog: '/logs/feedback.log',
  nameservers: ['10.0.0.2'],
};

describe('server locations', () => {
  /** The locations with Ask AI on, forwarding to `upstream` with the key `sk-1`. */
  const askAiLocationsFor = (upstream: string) =>
    serverLocations(
      serverSettingsFromEnv({ASK_AI_UPSTREAM: upstream, ASK_AI_API_KEY: 'sk-1', ASK_AI_MODEL: 'm'}),
      files,
    );

  it('are empty when every feature is off', () => {
    expect(serverLocations(serverSettingsFromEnv({}), files)).not.toContain('location');
  });

  it('proxy Ask AI with the key, a body cap, a rate limit and no upstream error passed through', () => {
    const conf = askAiLocationsFor('https://m.example/v1/chat/completions');
    expect(conf).toContain('location = /ask-ai/chat/completions {');
    // A name is looked up when a request needs it, so one that does not resolve cannot stop nginx.
    expect(conf).toContain('resolver 10.0.0.2;');
    expect(conf).toContain('set $docs_ask_ai_upstream "https://m.example/v1/chat/completions";');
    expect(conf).toContain('proxy_pass $docs_ask_ai_upstream;');
    expect(conf).toContain('proxy_set_header Authorization "Bearer sk-1";');
    expect(conf).toMatch(/client_max_body_size \d+k;/);
    expect(conf).toMatch(/limit_req zone=docs_ask_ai burst=\d+ nodelay;/);
    expect(conf).toContain('proxy_intercept_errors on;');
    expect(conf).toContain('proxy_buffering off;');
    expect(conf).toContain('alias /gen/search-settings.json;');
    // The provider's certificate is checked before the key is sent.
    expect(conf).toContain('proxy_ssl_verify on;');
    expect(conf).toContain('proxy_ssl_trusted_certificate /etc/ssl/certs/ca-certificates.crt;');
    // Every error status the provider answers becomes the plain error, its 403 and 429 too.
    const statuses =
      /error_page ([\d ]+) = @ask_ai_provider_failed;/.exec(conf)?.[1]?.split(' ') ?? [];
    expect(statuses).toEqual(expect.arrayContaining(['400', '403', '404', '422', '429', '599']));
    expect(statuses).not.toContain('499');
    expect(statuses.length).toBe(199);
  });

  it('forward Ask AI to the provider only from this server, with the body checked', () => {
    const conf = askAiLocationsFor('https://m.example/v1/chat/completions');
    const [publicPart, forwardPart] = conf.split(`location = ${ASK_AI_FORWARD_PATH} {`);
    // The public location never holds the key; it passes the body's verdict on.
    expect(publicPart).not.toContain('sk-1');
    expect(publicPart).toContain('client_body_in_single_buffer on;');
    expect(publicPart).toContain(
      `proxy_pass $scheme://127.0.0.1:$server_port${ASK_AI_FORWARD_PATH};`,
    );
    expect(publicPart).toContain(
      'proxy_set_header X-Ask-Ai-Request-Valid $docs_ask_ai_request_valid;',
    );
    // The forwarding one is the server's own, refuses another body, and keeps the verdict to itself.
    expect(forwardPart).toMatch(/allow 127\.0\.0\.1;\s+allow ::1;\s+deny all;/);
    expect(forwardPart).toMatch(/if \(\$http_x_ask_ai_request_valid != 1\) \{\s+return 400 '/);
    expect(forwardPart).toContain('proxy_set_header X-Ask-Ai-Request-Valid "";');
    expect(forwardPart).toContain('proxy_set_header Authorization "Bearer sk-1";');
  });

  it('check nothing of a plain-HTTP upstream, which has no certificate', () => {
    const conf = askAiLocationsFor('http://127.0.0.1:8080/v1/chat/completions');
    expect(conf).not.toContain('proxy_ssl_verify');
    expect(conf).toContain('proxy_pass http://127.0.0.1:8080/v1/chat/completions;');
    expect(conf).not.toContain('resolver');
  });

  it('log search reports to the given file in the format without addresses', () => {
    const conf = serverLocations(serverSettingsFromEnv({SEARCH_REPORT: 'on'}), files);
    expect(conf).toContain(
      'access_log /logs/report.log docs_search_report if=$docs_search_report_taken;',
    );
    expect(conf).toMatch(/limit_req zone=docs_search_report/);
  });
});

describe('every location nginx forwards', () => {
  const conf = serverLocations(
    serverSettingsFromEnv({
      ASK_AI_UPSTREAM: 'https://m.example/v1/chat/completions',
      ASK_AI_API_KEY: 'sk-1',
      ASK_AI_MODEL: 'm',
      MCP_UPSTREAM: 'http://127.0.0.1:3939',
      PAGE_FEEDBACK: '1',
    }),
    files,
  );
  /** Each location block's text, keyed by what follows `location`. */
  const blocks = new Map(
    [...conf.matchAll(/^location (.+?) \{\n([\s\S]*?)^\}/gm)].map((match) => [
      match[1] ?? '',
      match[2] ?? '',
    ]),
  );

  it("passes on neither the reader's cookies nor their address", () => {
    const forwarding = [...blocks].filter(([, body]) => body.includes('proxy_pass '));
    expect(forwarding.map(([name]) => name)).toEqual(
      expect.arrayContaining([
        '= /ask-ai/chat/completions',
        `= ${ASK_AI_FORWARD_PATH}`,
        '= /mcp',
        '= /page-feedback',
      ]),
    );
    for (const [name, body] of forwarding) {
      expect(body, name).toContain('proxy_set_header Cookie "";');
      expect(body, name).toContain('proxy_set_header X-Forwarded-For "";');
    }
  });

  it("sends a failure to a named location that answers JSON, with the site's headers when it answers the browser", () => {
    const named = [...blocks].filter(([name]) => name.startsWith('@'));
    expect(named.map(([name]) => name)).toEqual(
      expect.arrayContaining(['@ask_ai_failed', '@ask_ai_provider_failed', '@mcp_unavailable']),
    );
    for (const [name, body] of named) {
      expect(body, name).toContain('default_type application/json;');
      expect(body, name).toMatch(/return 50\d '\{.*\}';/);
    }
    // The provider's failure reaches the browser through the public location, which adds them.
    expect(blocks.get('@ask_ai_failed')).toContain('security-headers.conf;');
    expect(blocks.get('@mcp_unavailable')).toContain('security-headers.conf;');
    expect(blocks.get('@ask_ai_provider_failed')).not.toContain('security-headers.conf;');
  });
});

describe('the docs MCP server behind nginx', () => {
  const files = {
    settingsFile: '/p/settings.json',
    searchReportLog: '/p/report.log',
    pageFeedbackLog: '/p/feedback.log',
    nameservers: [],
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
