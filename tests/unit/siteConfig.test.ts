import {describe, expect, it} from 'vitest';
import config from '../../docusaurus.config';
import sidebars from '../../sidebars';
import {product} from '../../src/site/product';

type DocsOptions = {
  routeBasePath: string;
  lastVersion: string;
  versions: Record<string, {label: string}>;
};

describe('site configuration', () => {
  const docs = (config.presets?.[0] as [string, {docs: DocsOptions}])[1].docs;

  it('uses the product name defined once in src/site/product.ts', () => {
    expect(product.name).toBe('3dverse');
    expect(config.title).toBe(`${product.name} Documentation`);
    expect(config.url).toBe(product.siteUrl);
    expect(config.baseUrl).toBe('/');
  });

  it('is English only', () => {
    expect(config.i18n).toEqual({defaultLocale: 'en', locales: ['en']});
  });

  it('serves one docs version, current, labelled Next, at the root', () => {
    expect(docs.routeBasePath).toBe('/');
    expect(docs.lastVersion).toBe('current');
    expect(docs.versions).toEqual({current: {label: 'Next'}});
  });

  it('declares the five sidebars', () => {
    expect(Object.keys(sidebars)).toEqual([
      'guide',
      'tutorials',
      'api',
      'livelink.js',
      'livelink.react',
    ]);
  });

  it('fails the build on broken links, anchors and duplicate routes', () => {
    expect(config.onBrokenLinks).toBe('throw');
    expect(config.onBrokenAnchors).toBe('throw');
    expect(config.onDuplicateRoutes).toBe('throw');
  });

  it('keeps colour mode dark by default, switchable, ignoring the system preference', () => {
    expect((config.themeConfig as {colorMode: unknown}).colorMode).toEqual({
      defaultMode: 'dark',
      disableSwitch: false,
      respectPrefersColorScheme: false,
    });
  });

  it('limits the table of contents to heading levels 2 and 3', () => {
    expect((config.themeConfig as {tableOfContents: unknown}).tableOfContents).toEqual({
      minHeadingLevel: 2,
      maxHeadingLevel: 3,
    });
  });
});
