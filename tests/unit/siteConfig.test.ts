import {readFileSync} from 'node:fs';
import path from 'node:path';
import {load as parseYaml} from 'js-yaml';
import {describe, expect, it} from 'vitest';
import config from '../../docusaurus.config';
import sidebars from '../../sidebars';
import {product} from '../../src/site/product';
import {leanDocsPlugin} from '../../src/site/references/openapi';

const docsDir = path.resolve(import.meta.dirname, '../../docs');

type SidebarEntry = string | {type: string; label?: string; items?: SidebarEntry[]};

/** The front matter of a doc, by id, as the sidebar shows it. */
function sidebarFacts(id: string): {label: string; draft: boolean} {
  const source = readFileSync(path.join(docsDir, `${id}.mdx`), 'utf8');
  const frontMatter = parseYaml(source.split('---\n')[1] ?? '') as {
    title: string;
    sidebar_label?: string;
    draft?: boolean;
  };
  return {label: frontMatter.sidebar_label ?? frontMatter.title, draft: frontMatter.draft === true};
}

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

  it('tells the drafts apart in the guide, where they show under npm start only', () => {
    const getStarted = (sidebars.guide as SidebarEntry[]).find(
      (entry) => typeof entry === 'object' && entry.label === 'Get Started',
    ) as {items: string[]};
    const entries = getStarted.items.map(sidebarFacts);
    expect(entries.filter((entry) => entry.draft).map((entry) => entry.label)).toEqual([
      'Glossary (draft)',
      'FAQ (draft)',
    ]);
    const labels = entries.map((entry) => entry.label);
    expect(new Set(labels).size).toBe(labels.length);
  });
});
