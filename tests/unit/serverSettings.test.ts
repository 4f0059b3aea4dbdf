import {describe, expect, it} from 'vitest';
import {serverSettingsFromEnv} from '../../src/deploy/serverSettings';

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
