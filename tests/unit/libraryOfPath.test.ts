import {describe, expect, it} from 'vitest';
import {libraryOfPath} from '../../src/site/references/referenceRoutes';

describe('libraryOfPath', () => {
  it.each([
    ['/references/livelink.js', 'livelink.js'],
    ['/references/livelink.js/classes/Livelink', 'livelink.js'],
    ['/references/livelink.react/classes/DefaultCameraController', 'livelink.react'],
    ['/references/livelink.jsx', undefined],
    ['/references/assets', undefined],
    ['/core-concepts/livelink.js', undefined],
  ])('%s → %s', (pathname, library) => {
    expect(libraryOfPath(pathname)).toBe(library);
  });
});
