import {describe, expect, it} from 'vitest';
import {navbarItems} from '../../src/site/navbar';

describe('navbar configuration', () => {
  it('follows the order of the specification', () => {
    expect(navbarItems.filter((item) => item.type !== 'search').map((item) => item.label)).toEqual([
      'Home',
      'Tutorials',
      'References',
      'Samples',
      'Devlog',
      'GitHub',
      'Community',
      'Console',
    ]);
  });

  it('lists the references in the order of the specification', () => {
    const references = navbarItems.find((item) => item.label === 'References');
    expect(references?.items?.map((item) => [item.label, item.to])).toEqual([
      ['API', '/references/api/asset-api'],
      ['livelink.react', '/references/livelink.react/classes/DefaultCameraController'],
      ['livelink.js', '/references/livelink.js/classes/Livelink'],
      ['File Formats', '/references/supported-file-formats'],
      ['Assets', '/references/assets'],
      ['Entity Components', '/references/entity-components'],
    ]);
  });

  it('puts the search button first on the right', () => {
    expect(navbarItems[5]).toEqual({type: 'search', position: 'right'});
  });

  it('puts the main sections on the left and the extra links on the right', () => {
    expect(navbarItems.slice(0, 5).every((item) => item.position === 'left')).toBe(true);
    expect(navbarItems.slice(5).every((item) => item.position === 'right')).toBe(true);
  });

  it('styles the Console link as a button to the web console', () => {
    const consoleItem = navbarItems.at(-1);
    expect(consoleItem?.href).toBe('https://console.3dverse.com');
    expect(consoleItem?.className).toContain('button');
  });
});
