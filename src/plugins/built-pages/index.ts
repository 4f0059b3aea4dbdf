import path from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';
import {routeHtmlFile} from '../../site/builtSite/routeHtmlFile';
import type {PluginOptions} from '../machine-docs/options';
import {readInOwnProcess} from './readInOwnProcess';

export {validateOptions} from '../machine-docs/options';

/**
 * After a production build, reads every page once, in a process of its own,
 * for the search index (`src/plugins/search/indexing`) and the docs for
 * machines (`src/plugins/machine-docs`: every content page's Markdown at its
 * URL plus `.md`, `/llms.txt` and `/llms-full.txt`). Listed after the
 * social cards, whose post-build step rewrites each page's head before its
 * first await, so this reads pages they have finished with.
 */
export default function pluginBuiltPages(context: LoadContext, options: PluginOptions): Plugin {
  return {
    name: 'site-built-pages',
    async postBuild({outDir, baseUrl, routesPaths, siteConfig}) {
      // The pages Docusaurus rendered, not whatever HTML is in the folder: the client-redirects
      // plugin writes its redirect pages during post-build steps, while this one reads.
      const files = routesPaths.map((route) =>
        path.relative(outDir, routeHtmlFile(outDir, baseUrl, route)),
      );
      await readInOwnProcess(context.siteDir, outDir, {
        site: {title: siteConfig.title, tagline: siteConfig.tagline, url: siteConfig.url},
        restApi: options.restApi,
        files,
      });
    },
  };
}
