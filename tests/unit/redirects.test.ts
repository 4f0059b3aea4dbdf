import {describe, expect, it} from 'vitest';
import {
  candidateDocFiles,
  finalTarget,
  publishedRedirects,
  movedPageRedirects,
} from '../../src/site/redirects';

describe('moved page redirects', () => {
  it('declares the redirects of the pages that moved', () => {
    expect(movedPageRedirects).toEqual(
      expect.arrayContaining([
        {
          from: '/tutorials-console-supported-file-formats',
          to: '/references/supported-file-formats',
        },
        {from: '/api', to: '/references/api'},
        {from: '/development_react', to: '/applications/react'},
        {from: '/docs/introduction', to: '/'},
        {from: '/core-concepts-introduction', to: '/get-started/why-3dverse'},
        {from: '/core-concepts-entity-component-system', to: '/core-concepts/scene-model'},
      ]),
    );
  });

  it('follows chains to the final page', () => {
    expect(finalTarget('/references/api')).toBe('/references/api/asset-api');
    expect(finalTarget('/core-concepts/scene-model')).toBe('/core-concepts/scene-model');
  });

  it('stops on a cycle instead of looping', () => {
    const cycle = [
      {from: '/a', to: '/b'},
      {from: '/b', to: '/a'},
    ];
    expect(['/a', '/b']).toContain(finalTarget('/a', cycle));
  });

  it('maps a route to the doc files that could produce it', () => {
    expect(candidateDocFiles('/')).toEqual(['index.mdx', 'index.md']);
    expect(candidateDocFiles('/core-concepts/')).toContain('core-concepts/index.mdx');
    expect(candidateDocFiles('/core-concepts/scene-model')).toContain(
      'core-concepts/scene-model.mdx',
    );
  });

  it('publishes only redirects whose final page exists, pointing straight at it', () => {
    const existing = new Set(['/docs/index.mdx', '/docs/references/api/asset-api.info.mdx']);
    const published = publishedRedirects('/docs', movedPageRedirects, (file) => existing.has(file));
    expect(published).toEqual([
      {from: '/api', to: '/references/api/asset-api'},
      {from: '/docs/introduction', to: '/'},
      {from: '/references/api', to: '/references/api/asset-api'},
    ]);
  });
});
