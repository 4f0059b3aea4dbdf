import {describe, expect, it} from 'vitest';
import {searchSettingsFromEnv} from '../../src/plugins/search/shared/searchSettings';
import {parseEngineSettings} from '../../src/plugins/search/shared/engineSettings';

describe('search settings', () => {
  const production = {url: 'https://api.3dverse.com/app/v1', description: 'Production'};
  const defaults = {
    searchPagePath: '/search',
    issuesUrl: 'https://example.test/issues/new',
    popularPages: [{title: 'Quickstart', path: '/applications/quickstart'}],
    apiServers: [production],
  };

  it('uses hosted search only when all three Algolia values are set', () => {
    expect(
      searchSettingsFromEnv({ALGOLIA_APP_ID: 'A', ALGOLIA_INDEX_NAME: 'i'}, defaults).algolia,
    ).toBeNull();
    expect(
      searchSettingsFromEnv(
        {ALGOLIA_APP_ID: 'A', ALGOLIA_SEARCH_API_KEY: 'k', ALGOLIA_INDEX_NAME: 'i'},
        defaults,
      ).algolia,
    ).toEqual({appId: 'A', searchKey: 'k', indexName: 'i'});
  });

  it('configures Ask AI from an endpoint and a model, and nothing else', () => {
    expect(
      searchSettingsFromEnv(
        {ASK_AI_ENDPOINT: 'http://localhost:8080/v1/chat/completions'},
        defaults,
      ).askAi,
    ).toBeNull();
    const settings = searchSettingsFromEnv(
      {ASK_AI_ENDPOINT: 'http://localhost:8080/v1/chat/completions', ASK_AI_MODEL: 'docs-model'},
      defaults,
    );
    expect(settings.askAi).toEqual({
      endpoint: 'http://localhost:8080/v1/chat/completions',
      model: 'docs-model',
    });
    expect(Object.keys(settings).sort()).toEqual([
      'algolia',
      'apiConsole',
      'askAi',
      'issuesUrl',
      'mcp',
      'pageFeedback',
      'popularPages',
      'searchPagePath',
      'searchReport',
    ]);
    expect(settings.popularPages).toEqual(defaults.popularPages);
    expect(settings.searchReport).toBeNull();
    expect(
      searchSettingsFromEnv({SEARCH_REPORT_ENDPOINT: '/search-report'}, defaults).searchReport,
    ).toEqual({endpoint: '/search-report'});
  });

  it('offers the API console with the OpenAPI file’s servers, a configured one first, or not at all', () => {
    expect(searchSettingsFromEnv({}, defaults).apiConsole).toEqual({servers: [production]});
    expect(
      searchSettingsFromEnv({API_CONSOLE_BASE_URL: 'http://127.0.0.1:4010/app/v1/'}, defaults)
        .apiConsole,
    ).toEqual({
      servers: [
        {url: 'http://127.0.0.1:4010/app/v1', description: 'Configured for this site'},
        production,
      ],
    });
    expect(searchSettingsFromEnv({API_CONSOLE: 'off'}, defaults).apiConsole).toBeNull();
    // A value that is no http(s) URL is not offered.
    expect(
      searchSettingsFromEnv({API_CONSOLE_BASE_URL: 'javascript:alert(1)'}, defaults).apiConsole,
    ).toEqual({servers: [production]});
  });
});

const NOTHING_CONFIGURED = {
  algolia: null,
  askAi: null,
  searchReport: null,
  pageFeedback: null,
  mcp: null,
  apiConsole: null,
};

describe('published engine settings', () => {
  it('accepts complete Algolia and Ask AI settings', () => {
    const file = {
      algolia: {appId: 'A', searchKey: 'k', indexName: 'docs'},
      askAi: {endpoint: 'https://proxy.example/v1/chat/completions', model: 'm'},
      searchReport: {endpoint: '/search-report'},
      pageFeedback: {endpoint: '/page-feedback'},
      mcp: {endpoint: '/mcp'},
      apiConsole: {servers: [{url: 'https://api.3dverse.com/app/v1', description: 'Production'}]},
    };
    expect(parseEngineSettings(file)).toEqual(file);
  });

  it('treats partial, blank or malformed values as not configured', () => {
    expect(
      parseEngineSettings({
        algolia: {appId: 'A', searchKey: ' ', indexName: 'docs'},
        askAi: {endpoint: 'https://proxy.example', model: 42},
        searchReport: {endpoint: ''},
        pageFeedback: {endpoint: ' '},
        mcp: {},
        apiConsole: {
          servers: [
            {url: 'javascript:alert(1)', description: 'x'},
            {url: 'https://user:pw@api.example', description: 'x'},
            {url: 'https://api.example/?key=1', description: 'x'},
            {url: 42},
          ],
        },
      }),
    ).toEqual(NOTHING_CONFIGURED);
    expect(
      parseEngineSettings({
        apiConsole: {
          servers: [
            {url: 'https://api.example/v1/', description: 'A'},
            {url: 'https://api.example/v1', description: 'B'},
          ],
        },
      }).apiConsole,
    ).toEqual({servers: [{url: 'https://api.example/v1', description: 'A'}]});
    expect(parseEngineSettings(null)).toEqual(NOTHING_CONFIGURED);
    expect(parseEngineSettings('not an object')).toEqual(NOTHING_CONFIGURED);
  });
});
