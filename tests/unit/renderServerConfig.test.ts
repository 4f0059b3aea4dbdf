import {writeFileSync} from 'node:fs';
import path from 'node:path';
import {describe, expect, it} from 'vitest';
import {inlineScriptHashes} from '../../src/deploy/inlineScriptHashes';
import {MAX_INLINE_SCRIPTS, renderServerConfig} from '../../src/deploy/renderServerConfig';
import {serverSettingsFromEnv} from '../../src/deploy/serverSettings';
import {scratchFolder} from '../support/scratchFolder';

describe('rendering the server configuration', () => {
  function fakeBuild(pages: number, differentScripts: boolean): string {
    const dir = scratchFolder('render-');
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
    nameservers: ['10.0.0.2'],
  };
  // Every feature off, as the server reads an empty environment.
  const off = serverSettingsFromEnv({});
  const docsDir = path.resolve(import.meta.dirname, '../../docs');

  it('hashes the build’s inline scripts and writes no served settings with features off', () => {
    const files = renderServerConfig(fakeBuild(3, false), docsDir, off, target);
    expect(files.map((file) => file.name)).toEqual([
      'redirects.conf',
      'ask-ai-request.conf',
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
    expect(() => renderServerConfig(scratchFolder('empty-'), docsDir, off, target)).toThrow(
      /No production build/,
    );
  });
});
