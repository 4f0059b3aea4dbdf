import {describe, expect, it} from 'vitest';
import {toPageHit} from '../../src/plugins/search/engine/pageHits';
import {docSearchToPageHits} from '../../src/plugins/search/algolia/algoliaEngine';

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
