import {mkdirSync, writeFileSync} from 'node:fs';
import path from 'node:path';
import type {PluginRouteConfig} from '@docusaurus/types';
import {describe, expect, it} from 'vitest';
import {checkPagesPluginClass} from '../../src/site/builtSite/pagesPluginClass';
import {scratchFolder} from '../support/scratchFolder';

/** A build holding one page per route, each with the `<html>` start tag given. */
function buildWith(pages: Record<string, string>): string {
  const outDir = scratchFolder('pages-plugin-class-');
  for (const [route, htmlTag] of Object.entries(pages)) {
    const file = path.join(outDir, route, 'index.html');
    mkdirSync(path.dirname(file), {recursive: true});
    writeFileSync(
      file,
      `<!doctype html>${htmlTag}<head><title>T</title></head><body></body></html>`,
    );
  }
  return outDir;
}

const route = (routePath: string, pluginName: string): PluginRouteConfig => ({
  path: routePath,
  component: '@theme/Page',
  plugin: {name: pluginName, id: 'default'},
});

describe('checkPagesPluginClass', () => {
  it("passes the pages plugin's pages marked with its class, however the minifier quoted it", () => {
    const outDir = buildWith({
      samples: '<html lang=en class="plugin-pages plugin-id-default">',
      about: '<html class=plugin-pages>',
      guide: '<html class="docs-doc-page">',
    });
    expect(() =>
      checkPagesPluginClass(
        outDir,
        '/',
        [
          route('/samples', 'docusaurus-plugin-content-pages'),
          route('/about', 'docusaurus-plugin-content-pages'),
          route('/guide', 'docusaurus-plugin-content-docs'),
        ],
        true,
      ),
    ).not.toThrow();
  });

  it('stops on a page of the pages plugin without the class, naming the page and the entry', () => {
    const outDir = buildWith({samples: '<html lang=en class="pages-plugin plugin-id-default">'});
    expect(() =>
      checkPagesPluginClass(
        outDir,
        '/',
        [route('/samples', 'docusaurus-plugin-content-pages')],
        true,
      ),
    ).toThrow(/\/samples .*"pages-plugin-html-class"/);
  });

  it("leaves other plugins' pages alone, with or without the class", () => {
    const outDir = buildWith({devlog: '<html class="blog-list-page plugin-blog">'});
    expect(() =>
      checkPagesPluginClass(
        outDir,
        '/',
        [route('/devlog', 'docusaurus-plugin-content-blog')],
        false,
      ),
    ).not.toThrow();
  });

  it('stops when the site has pages but no route comes from the pages plugin, as once it is renamed', () => {
    const outDir = buildWith({samples: '<html class="plugin-content-pages">'});
    expect(() =>
      checkPagesPluginClass(outDir, '/', [route('/samples', '@docusaurus/plugin-pages')], true),
    ).toThrow(/no route of the build comes from docusaurus-plugin-content-pages/);
  });
});
