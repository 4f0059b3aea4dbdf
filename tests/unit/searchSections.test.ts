import {describe, expect, it} from 'vitest';
import {rewriteResultUrl} from '../../src/plugins/search/engine/pageHits';
import {rewriteDocsPath, searchSection} from '../../src/site/searchSection';
import {servedPath} from '../../src/site/builtSite/servedPath';

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
