import path from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';
import {product} from '../../site/product';
import {cardsReportLine} from './cardsReportLine';
import {writeSocialCards} from './writeSocialCards';

/** Where drawn cards are kept between builds, named by their key (see `cardKey`). */
const CACHE_DIR = 'node_modules/.cache/social-cards';

/**
 * A 1200×630 PNG social card for every page, drawn after each production
 * build from its title, section and description in the site's font, with
 * the Open Graph and Twitter tags of its head pointed at it. Cards are
 * cached by content, so a build draws only those of changed pages.
 *
 * Listed in docusaurus.config.ts before the built-pages plugin: Docusaurus
 * starts every plugin's `postBuild` in list order, each running until its
 * first await, so this one has rewritten the pages and started its drawing
 * workers before that plugin's process starts reading the pages.
 */
export default function pluginSocialCards(context: LoadContext): Plugin {
  return {
    name: 'site-social-cards',
    async postBuild({outDir, baseUrl, routesPaths, siteConfig}) {
      const started = performance.now();
      // Called before any await: see `writeSocialCards` for why that matters.
      const report = await writeSocialCards({
        siteDir: context.siteDir,
        outDir,
        cacheDir: path.join(context.siteDir, CACHE_DIR),
        siteUrl: siteConfig.url,
        baseUrl,
        routesPaths,
        site: {
          title: siteConfig.title,
          titleDelimiter: siteConfig.titleDelimiter,
          tagline: siteConfig.tagline,
        },
        productName: product.name,
      });
      console.info(cardsReportLine(report, (performance.now() - started) / 1000));
    },
  };
}
