import {describe, expect, it} from 'vitest';
import {crawlPaths} from '../e2e/support/crawlSample';

describe('crawl sample', () => {
  const paths = [
    '/',
    '/core-concepts/scene-model',
    '/references/api',
    '/references/api/get-user',
    '/references/api/list-users',
    '/references/api/create-user',
    '/references/livelink.js/classes/Scene',
    '/references/livelink.js/classes/Entity',
    '/references/assets/mesh',
  ];

  it('keeps every written page and one generated page in `every` per folder', () => {
    expect(crawlPaths(paths, 2)).toEqual([
      '/',
      '/core-concepts/scene-model',
      '/references/api',
      '/references/api/list-users',
      '/references/livelink.js/classes/Scene',
      '/references/assets/mesh',
    ]);
  });

  it('keeps everything when asked for all', () => {
    expect(crawlPaths(paths, 2, true)).toEqual(paths);
  });
});
