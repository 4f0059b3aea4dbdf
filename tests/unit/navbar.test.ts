import {matchPath} from 'react-router';
import {describe, expect, it} from 'vitest';
import {docPathKey} from '../../src/components/NavbarItems/docPathKey';
import {navbarItems} from '../../src/site/navbar';

describe('navbar configuration', () => {
  it('keeps the navbar items in their fixed order', () => {
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

  it('lists the references in their fixed order', () => {
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

  it('finds the doc of a page exactly when react-router would match the two', () => {
    const docs = [
      '/',
      '/core-concepts/architecture',
      '/tutorials',
      '/references/livelink.js/classes/Livelink',
    ];
    const pages = [
      '/',
      '/core-concepts/architecture',
      '/core-concepts/architecture/',
      '/Core-Concepts/Architecture',
      '/core-concepts',
      '/tutorials/',
      '/tutorials/compose-a-scene',
      '/references/livelink.js/classes/livelink',
      '/devlog/',
    ];
    for (const doc of docs) {
      for (const page of pages) {
        const routerMatches = matchPath(page, {path: doc, exact: true, strict: false}) !== null;
        expect(docPathKey(page) === docPathKey(doc), `${page} against ${doc}`).toBe(routerMatches);
      }
    }
  });

  it('uses the sidebar link item for the two sections that have a sidebar', () => {
    expect(
      navbarItems
        .filter((item) => item.type === 'custom-sidebarLink')
        .map((item) => item.sidebarId),
    ).toEqual(['guide', 'tutorials']);
  });
});
