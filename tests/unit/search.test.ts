import {querySlots} from '../../src/plugins/search/engine/querySlots';
import {describe, expect, it} from 'vitest';
import {excerptSegments} from '../../src/plugins/search/engine/excerptSegments';
import {
  readRecentSearches,
  rememberSearch,
  RECENT_SEARCHES_KEY,
} from '../../src/plugins/search/client/recentSearches';
import {rewriteResultUrl, toPageHit} from '../../src/plugins/search/engine/pageHits';
import {searchSettingsFromEnv} from '../../src/plugins/search/shared/searchSettings';
import {
  docSearchToPageHits,
  docSearchToPassages,
} from '../../src/plugins/search/algolia/algoliaEngine';
import {parseEngineSettings} from '../../src/plugins/search/shared/engineSettings';
import {rewriteDocsPath, searchSection} from '../../src/site/searchSection';
import {servedPath} from '../../src/site/builtSite/servedPath';
import {searchableHtml} from '../../src/plugins/search/indexing/searchableHtml';
import type {LoadContext} from '@docusaurus/types';
import pluginSearch from '../../src/plugins/search/index';

describe('excerptSegments', () => {
  it('keeps the matches and turns everything else into plain text', () => {
    expect(excerptSegments('Start a <mark>session</mark> with &lt;b&gt; &amp; more')).toEqual([
      {text: 'Start a ', marked: false, code: false},
      {text: 'session', marked: true, code: false},
      {text: ' with <b> & more', marked: false, code: false},
    ]);
  });

  it('tells code apart from prose', () => {
    expect(excerptSegments('Call <code>Livelink.<mark>start</mark>()</code> first')).toEqual([
      {text: 'Call ', marked: false, code: false},
      {text: 'Livelink.', marked: false, code: true},
      {text: 'start', marked: true, code: true},
      {text: '()', marked: false, code: true},
      {text: ' first', marked: false, code: false},
    ]);
  });

  it('drops any tag other than mark and code, so indexed text cannot inject markup', () => {
    const segments = excerptSegments(
      '<img src=x onerror=alert(1)><mark>x</mark><script>y</script>',
    );
    expect(segments).toEqual([
      {text: 'x', marked: true, code: false},
      {text: 'y', marked: false, code: false},
    ]);
  });
});

describe('recent searches', () => {
  function memoryStore() {
    const map = new Map<string, string>();
    return {
      getItem: (key: string) => map.get(key) ?? null,
      setItem: (key: string, value: string) => void map.set(key, value),
      map,
    };
  }

  it('keeps the five newest queries, newest first, without duplicates', () => {
    const store = memoryStore();
    for (const query of ['a', 'b', 'c', 'A', 'd', 'e', 'f']) rememberSearch(store, query);
    expect(readRecentSearches(store)).toEqual(['f', 'e', 'd', 'A', 'c']);
    expect(rememberSearch(store, '   ')).toEqual(['f', 'e', 'd', 'A', 'c']);
  });

  it('reads nothing from a corrupt entry and survives a store that refuses writes', () => {
    const store = memoryStore();
    store.map.set(RECENT_SEARCHES_KEY, '{not json');
    expect(readRecentSearches(store)).toEqual([]);
    const full = {
      getItem: () => null,
      setItem: () => {
        throw new Error('quota');
      },
    };
    expect(rememberSearch(full, 'camera')).toEqual(['camera']);
  });
});

describe('sections and URLs', () => {
  it('files each path under its section', () => {
    expect(searchSection('/engine/ecs/lights')).toBe('Guide');
    expect(searchSection('/tutorials/debug-app')).toBe('Tutorials');
    expect(searchSection('/references/api/get-user')).toBe('REST API');
    expect(searchSection('/references/livelink.js/classes/Livelink')).toBe('livelink.js');
    expect(searchSection('/references/livelink.react/functions/useEntity')).toBe('livelink.react');
    expect(searchSection('/references/entity-components')).toBe('References');
    expect(searchSection('/samples/')).toBe('Samples');
    expect(searchSection('/devlog/2025/04/24/x')).toBe('Devlog');
    expect(searchSection('/docs/tutorials/debug-app')).toBe('Tutorials');
  });

  it('rewrites /docs/ URLs to the site root, keeping the anchor', () => {
    expect(rewriteDocsPath('/docs/engine/ecs')).toBe('/engine/ecs');
    expect(rewriteDocsPath('/docs')).toBe('/');
    expect(rewriteDocsPath('/docsearch')).toBe('/docsearch');
    expect(rewriteResultUrl('/engine/ecs/lights/#spot_light')).toBe(
      '/engine/ecs/lights#spot_light',
    );
    expect(rewriteResultUrl('/')).toBe('/');
    expect(rewriteResultUrl('/docs/engine/ecs/lights#spot_light')).toBe(
      '/engine/ecs/lights#spot_light',
    );
  });

  it('serves built files at their clean path', () => {
    expect(servedPath('index.html')).toBe('/');
    expect(servedPath('engine/ecs/lights/index.html')).toBe('/engine/ecs/lights');
    expect(servedPath('404.html')).toBe('/404');
  });
});

describe('page hits', () => {
  const data = {
    url: '/docs/engine/ecs/lights',
    excerpt: 'A <mark>spot</mark> light',
    meta: {title: 'Lights', section: 'Guide'},
    sub_results: [
      {url: '/docs/engine/ecs/lights', title: 'Lights', excerpt: 'page'},
      {url: '/docs/engine/ecs/lights#spot_light', title: 'spot_light', excerpt: 'cone'},
    ],
  };

  it('keeps the headings that matched as sections, not the page itself', () => {
    expect(toPageHit(data)).toEqual({
      url: '/engine/ecs/lights',
      title: 'Lights',
      section: 'Guide',
      excerpt: 'A <mark>spot</mark> light',
      sections: [{url: '/engine/ecs/lights#spot_light', title: 'spot_light', excerpt: 'cone'}],
    });
  });

  it('groups DocSearch records by page, like the embedded engine', () => {
    const hits = docSearchToPageHits([
      {
        url: 'https://docs.example.test/docs/engine/ecs/lights#spot_light',
        hierarchy: {lvl0: 'Docs', lvl1: 'Lights', lvl2: 'spot_light'},
      },
      {
        url: 'https://docs.example.test/docs/engine/ecs/lights#point_light',
        hierarchy: {lvl0: 'Docs', lvl1: 'Lights', lvl2: 'point_light'},
      },
    ]);
    expect(hits).toHaveLength(1);
    expect(hits[0]?.url).toBe('/engine/ecs/lights');
    expect(hits[0]?.sections.map((section) => section.url)).toEqual([
      '/engine/ecs/lights#spot_light',
      '/engine/ecs/lights#point_light',
    ]);
  });
});

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

describe('docSearchToPassages', () => {
  const record = (url: string, lvl1: string, lvl2: string | null, content: string | null) => ({
    url,
    hierarchy: {lvl0: 'Docs', lvl1, lvl2},
    content,
  });

  it('numbers the records that carry text, titled by page and heading, with /docs/ rewritten', () => {
    const passages = docSearchToPassages(
      [
        record('https://docs.example/docs/scenes#load', 'Scenes', 'Load a scene', 'Call load.'),
        record('https://docs.example/docs/scenes', 'Scenes', null, null),
        record('https://docs.example/tutorials/x', 'Tutorial X', null, 'Step one.'),
      ],
      5,
    );
    expect(passages).toEqual([
      {
        number: 1,
        title: 'Scenes: Load a scene',
        url: '/scenes#load',
        text: 'Call load.',
        excerpt: 'Call load.',
      },
      {
        number: 2,
        title: 'Tutorial X',
        url: '/tutorials/x',
        text: 'Step one.',
        excerpt: 'Step one.',
      },
    ]);
  });

  it('stops at the requested count', () => {
    const many = Array.from({length: 8}, (_, index) =>
      record(`https://docs.example/p${index}`, `P${index}`, null, `text ${index}`),
    );
    expect(docSearchToPassages(many, 3).map((passage) => passage.number)).toEqual([1, 2, 3]);
  });

  it('takes at most two blocks of a page, and keeps to the token budget', () => {
    const samePage = Array.from({length: 4}, (_, index) =>
      record(`https://docs.example/p#h${index}`, 'P', `H${index}`, `text ${index}`),
    );
    expect(docSearchToPassages(samePage).map((passage) => passage.url)).toEqual(['/p#h0', '/p#h1']);
    const long = Array.from({length: 6}, (_, index) =>
      record(`https://docs.example/q${index}`, `Q${index}`, null, 'word '.repeat(700)),
    );
    // 700 five-character words are 875 estimated tokens: two fit 2,000.
    expect(docSearchToPassages(long)).toHaveLength(2);
  });
});

describe('searchableHtml', () => {
  const page = (htmlClass: string, main: string) =>
    `<html lang="en" class="${htmlClass}"><head><title>T</title><meta name="docusaurus_locale" content="en"><meta name="docusaurus_version" content="current"><meta name="docusaurus_tag" content="docs-default-current"></head><body><nav class="navbar">Navbar words</nav><aside>Sidebar words</aside><main>${main}</main><footer>Footer words</footer></body></html>`;

  it('keeps the article with its heading ids, and adds title, section and filters', () => {
    const html = searchableHtml(
      page(
        'docs-wrapper docs-doc-page',
        '<article><nav class="theme-doc-breadcrumbs">Crumbs</nav><h1>Lights</h1><h2 id="spot_light">spot_light<a class="hash-link" href="#spot_light">#</a></h2><p>Cone words</p></article><div class="theme-doc-toc-desktop">TOC words</div>',
      ),
      '/engine/ecs/lights',
    );
    expect(html).toContain('<h2 id="spot_light">spot_light</h2>');
    expect(html).toContain('Cone words');
    for (const chrome of ['Navbar words', 'Sidebar words', 'Footer words', 'TOC words', 'Crumbs']) {
      expect(html).not.toContain(chrome);
    }
    expect(html).toContain('data-pagefind-meta="title[content]" content="Lights"');
    expect(html).toContain('data-pagefind-filter="section[content]" content="Guide"');
    expect(html).toContain('data-pagefind-filter="version[content]" content="current"');
    expect(html).toContain('data-pagefind-filter="tag[content]" content="docs-default-current"');
  });

  it('skips listings, the not-found page and the search page', () => {
    expect(
      searchableHtml(
        page('blog-wrapper blog-list-page', '<article><h2>Post</h2></article>'),
        '/devlog',
      ),
    ).toBeUndefined();
    expect(searchableHtml(page('docs-wrapper', '<h1>Page Not Found</h1>'), '/404')).toBeUndefined();
    expect(
      searchableHtml(
        page('plugin-pages', '<div data-search-page><h1>Search</h1></div>'),
        '/search',
      ),
    ).toBeUndefined();
  });
});

describe('pageArticle', () => {
  it('refuses a page React streamed, whose content sits outside its article', async () => {
    const {load} = await import('cheerio');
    const {pageArticle} = await import('../../src/site/builtSite/pageArticle');
    const $ = load(
      '<html class="docs-doc-page"><main><article><!--$?--><template id="B:0"></template><div class="spinner">Loading</div><!--/$--></article></main><div hidden id="S:0"><h1>Get a user</h1></div></html>',
    );
    expect(() => pageArticle($)).toThrow(/streamed/);
  });

  it('leaves out the reference-source line and the feedback widget, which are not the page', async () => {
    const {load} = await import('cheerio');
    const {pageArticle} = await import('../../src/site/builtSite/pageArticle');
    const $ = load(
      '<html class="docs-doc-page"><main><article><h1>Scene</h1><p>Body.</p><p data-reference-source><small>Generated from @3dverse/livelink 0.8.62.</small></p><div data-page-feedback="off"></div></article></main></html>',
    );
    const article = pageArticle($);
    expect(article?.text()).toBe('SceneBody.');
    expect(article?.find('[data-page-feedback]').length).toBe(0);
  });
});

describe('the words a query searches', () => {
  const searchTerms = (query: string) =>
    querySlots(query, {})
      .map((slot) => slot.typed)
      .join(' ');

  it('leave out words that carry no meaning, unless nothing else is left', () => {
    expect(searchTerms('how do I upload files from my app')).toBe('upload files app');
    expect(searchTerms('  Join an existing session ')).toBe('Join existing session');
    expect(searchTerms('how to')).toBe('how to');
  });

  it('are a question’s words without the punctuation around them, names kept whole', () => {
    expect(searchTerms('Is it built in, or only a viewer?')).toBe('built only viewer');
    expect(searchTerms('What does (Livelink.start) return?')).toBe('Livelink.start return');
    expect(searchTerms('convert .fbx files…')).toBe('convert .fbx files');
    expect(searchTerms('“scene_ref”, @3dverse/api!')).toBe('scene_ref @3dverse/api');
    expect(searchTerms('?')).toBe('?');
  });
});

describe('search under npm start', () => {
  it('serves the last production build’s index from the dev server, in the browser bundle only', () => {
    const plugin = pluginSearch({outDir: '/site/build', siteDir: '/site'} as LoadContext, {
      id: 'default',
      searchPagePath: '/search',
      popularPages: [],
      issuesUrl: 'https://example.test/issues/new',
      searchReport: null,
      pageFeedback: null,
      mcp: null,
      apiConsole: null,
      algolia: null,
      askAi: null,
    });
    const configure = plugin.configureWebpack?.bind(plugin) as unknown as (
      config: object,
      isServer: boolean,
    ) => {devServer?: {static: {directory: string; publicPath: string}[]}};
    expect(configure({}, false).devServer?.static).toEqual([
      {directory: '/site/build/pagefind', publicPath: '/pagefind', watch: false},
    ]);
    expect(configure({}, true).devServer).toBeUndefined();
  });
});
