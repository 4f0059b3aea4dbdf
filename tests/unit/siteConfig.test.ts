import {describe, expect, it} from 'vitest';
import config from '../../docusaurus.config';
import sidebars from '../../sidebars';
import {product} from '../../src/site/product';
import {leanDocsPlugin} from '../../src/site/references/openapi';

type DocsOptions = {
  routeBasePath: string;
  lastVersion: string;
  versions: Record<string, {label: string}>;
};

describe('site configuration', () => {
  // The one docs instance is the wrapped docs plugin, listed under plugins.
  const docsEntry = config.plugins?.find(
    (plugin) => Array.isArray(plugin) && plugin[0] === leanDocsPlugin,
  ) as [string, DocsOptions] | undefined;
  const docs = docsEntry?.[1] ?? ({} as DocsOptions);

  it('leaves the docs out of the preset, so only one docs instance exists', () => {
    expect(docsEntry).toBeDefined();
    expect((config.presets?.[0] as [string, {docs: unknown}])[1].docs).toBe(false);
  });

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
