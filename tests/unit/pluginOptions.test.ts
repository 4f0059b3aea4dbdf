import {describe, expect, it} from 'vitest';
import {normalizePluginOptions} from '@docusaurus/utils-validation';
import {validateOptions as validateSearchOptions} from '../../src/plugins/search/index';
import {validateOptions as validateBuiltPagesOptions} from '../../src/plugins/built-pages/index';
import type {Options as SearchOptions} from '../../src/plugins/search/options';
import type {Options as BuiltPagesOptions} from '../../src/plugins/built-pages/options';

/** Validates as Docusaurus does when it loads the site config; the options are `unknown` so wrong shapes can be tried. */
function searchOptions(options: unknown) {
  return validateSearchOptions({
    validate: normalizePluginOptions,
    options: options as SearchOptions,
  });
}

function builtPagesOptions(options: unknown) {
  return validateBuiltPagesOptions({
    validate: normalizePluginOptions,
    options: options as BuiltPagesOptions,
  });
}

const issuesUrl = 'https://example.test/issues/new';

describe('search plugin options', () => {
  it('fills in the defaults: the search page at /search, no popular pages, no Algolia, no Ask AI', () => {
    expect(searchOptions({issuesUrl})).toEqual({
      id: 'default',
      searchPagePath: '/search',
      popularPages: [],
      issuesUrl,
      algolia: null,
      askAi: null,
      searchReport: null,
      pageFeedback: null,
      mcp: null,
      apiConsole: null,
    });
  });

  it('keeps complete engine settings', () => {
    const algolia = {appId: 'APP', searchKey: 'key', indexName: 'docs'};
    const askAi = {endpoint: 'https://ai.example.test/v1/chat/completions', model: 'm'};
    expect(searchOptions({issuesUrl, searchPagePath: '/find', algolia, askAi})).toMatchObject({
      searchPagePath: '/find',
      algolia,
      askAi,
    });
  });

  it('refuses a search page path that is not a string starting with "/"', () => {
    expect(() => searchOptions({issuesUrl, searchPagePath: 'search'})).toThrow(
      '"searchPagePath" (search) is not a valid pathname. Pathname should start with slash',
    );
    expect(() => searchOptions({issuesUrl, searchPagePath: 42})).toThrow(
      '"searchPagePath" must be a string',
    );
  });

  it('refuses a missing issues URL, an unknown key and half an Algolia configuration', () => {
    expect(() => searchOptions({})).toThrow('"issuesUrl" is required');
    expect(() => searchOptions({issuesUrl, searchPath: '/search'})).toThrow(
      '"searchPath" is not allowed',
    );
    expect(() => searchOptions({issuesUrl, algolia: {appId: 'APP'}})).toThrow(
      '"algolia.searchKey" is required',
    );
  });

  it("refuses an option it does not have, such as the twins' restApi", () => {
    expect(() =>
      searchOptions({issuesUrl, restApi: {specPath: 'a.yaml', routeBasePath: '/api'}}),
    ).toThrow('"restApi" is not allowed');
  });
});

describe("built-pages plugin options (the Markdown twins' REST API source)", () => {
  it('defaults to no OpenAPI file', () => {
    expect(builtPagesOptions(undefined)).toEqual({id: 'default', restApi: null});
  });

  it('keeps a well-formed REST API source', () => {
    const restApi = {specPath: 'openapi/asset-api.yaml', routeBasePath: '/references/api'};
    expect(builtPagesOptions({restApi})).toEqual({id: 'default', restApi});
  });

  it('refuses a malformed REST API source', () => {
    expect(() => builtPagesOptions({restApi: 'openapi/asset-api.yaml'})).toThrow(
      '"restApi" must be of type object',
    );
    expect(() => builtPagesOptions({restApi: {specPath: 'openapi/asset-api.yaml'}})).toThrow(
      '"restApi.routeBasePath" is required',
    );
    expect(() =>
      builtPagesOptions({restApi: {specPath: 'a.yaml', routeBasePath: 'references/api'}}),
    ).toThrow('"restApi.routeBasePath" (references/api) is not a valid pathname');
    expect(() =>
      builtPagesOptions({restApi: {specPath: 'a.yaml', routeBasePath: '/references/api/'}}),
    ).toThrow('"restApi.routeBasePath" (/references/api/) must not end with "/"');
  });

  it('refuses an unknown key', () => {
    expect(() => builtPagesOptions({restAPI: {}})).toThrow('"restAPI" is not allowed');
  });
});
