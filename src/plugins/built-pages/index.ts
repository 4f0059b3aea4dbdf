import {existsSync} from 'node:fs';
import path from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';
import {routeHtmlFile} from '../../site/builtSite/routeHtmlFile';
import {checkPagesPluginClass} from '../../site/builtSite/pagesPluginClass';
import {restoreOutputs} from '../../site/buildCache/keptOutputs';
import {cutMathsCharacters} from '../fonts/generatedFonts';
import type {PluginOptions} from './options';
import {builtSiteKey, pageReadingKey} from './builtSiteKey';
import type {BuiltSiteOptions} from './builtSiteOptions';
import {readInOwnProcess} from './readInOwnProcess';
import {checkPostBuildStartOrder} from './postBuildStartOrder';
import {secondsSince} from '../../site/printedUnits';

/** The pages plugin's folder, relative to the site (its default, which the site keeps). */
const PAGES_DIR = 'src/pages';

/** Where the pass keeps what it wrote, relative to the site, for the next build to reuse. */
const BUILT_SITE_CACHE = 'node_modules/.cache/built-pages';

/** Where the pass keeps what it read from each page, relative to the site, for the next build to reuse. */
const PAGE_READINGS_CACHE = 'node_modules/.cache/built-pages-readings';

export {validateOptions} from './options';

/**
 * After a production build, reads every page once, in a process of its own,
 * for the search index (`src/plugins/search/indexing`) and the docs for
 * machines (`src/plugins/machine-docs`: every content page's Markdown at its
 * URL plus `.md`, `/llms.txt` and `/llms-full.txt`). Listed after the
 * social cards, whose post-build step rewrites each page's head before its
 * first await, so this reads pages they have finished with. When nothing
 * the pass depends on has changed since the last build (see
 * `builtSiteKey`), copies back what that build wrote instead: reading and
 * indexing every page was the longest step of a rebuild. Otherwise, a page
 * read by an earlier build and unchanged since is not parsed again (see
 * `keptPageReadings`), so a rebuild after an edit parses the edited pages.
 * Stops the build, before anything is read, when Docusaurus no longer
 * starts the post-build steps in the plugins' order (`postBuildStartOrder`)
 * or the pages plugin's pages lack the class the readers know them by
 * (`pagesPluginClass`).
 */
export default function pluginBuiltPages(context: LoadContext, options: PluginOptions): Plugin {
  checkPostBuildStartOrder(context.siteDir);
  return {
    name: 'site-built-pages',
    async postBuild({outDir, baseUrl, routes, routesPaths, siteConfig}) {
      checkPagesPluginClass(
        outDir,
        baseUrl,
        routes,
        existsSync(path.join(context.siteDir, PAGES_DIR)),
      );
      // The pages Docusaurus rendered, not whatever HTML is in the folder: the client-redirects
      // plugin writes its redirect pages during post-build steps, while this one reads.
      const files = routesPaths.map((route) =>
        path.relative(outDir, routeHtmlFile(outDir, baseUrl, route)),
      );
      const reading: BuiltSiteOptions = {
        site: {title: siteConfig.title, tagline: siteConfig.tagline, url: siteConfig.url},
        restApi: options.restApi,
        files,
        mathsFontCharacters: cutMathsCharacters(context.siteDir),
      };
      const started = performance.now();
      const cacheDir = path.join(context.siteDir, BUILT_SITE_CACHE);
      // Both keys are left out without npm's record of the packages (see `pageReadingKey`).
      const readingKey = pageReadingKey(context.siteDir, reading);
      const key =
        readingKey === undefined
          ? undefined
          : builtSiteKey(context.siteDir, readingKey, outDir, reading);
      if (key !== undefined && restoreOutputs(cacheDir, key, outDir)) {
        console.info(
          `[built-pages] the search index and the docs for machines are as the last build wrote them for these ${String(files.length)} pages: placed from ${BUILT_SITE_CACHE} in ${secondsSince(started)}`,
        );
        return;
      }
      await readInOwnProcess(context.siteDir, outDir, {
        options: reading,
        cache: key === undefined ? undefined : {dir: cacheDir, key},
        pageReadings:
          readingKey === undefined
            ? undefined
            : {dir: path.join(context.siteDir, PAGE_READINGS_CACHE), key: readingKey},
      });
    },
  };
}
