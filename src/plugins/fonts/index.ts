import {readFile} from 'node:fs/promises';
import path from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';
import {builtHtmlFiles} from '../../site/builtSite/builtHtmlFiles';
import {GENERATED_STATIC_DIR} from '../../site/generatedStaticDir';
import {uncoveredMathsCharacters} from './uncoveredMathsCharacters';
import {writeFonts, type WrittenFonts} from './writeFonts';

/** Where the plugin writes, relative to the site: a static directory (see `staticDirectories`) and the stylesheet's folder. */
export const GENERATED_FONTS = {
  staticDir: GENERATED_STATIC_DIR,
  outputDir: 'generated/fonts',
  stylesheet: 'generated/fonts/fonts.css',
} as const;

/**
 * The site's fonts, self-hosted and cut to what the site shows (see
 * `writeFonts`), the body font preloaded by every page. After a build,
 * checks that every page's maths is covered by the cut maths fonts.
 */
export default function pluginFonts(context: LoadContext): Plugin {
  let written: WrittenFonts | undefined;
  const fonts = (): WrittenFonts => {
    if (!written) throw new Error('site-fonts: the fonts are read before loadContent wrote them.');
    return written;
  };
  return {
    name: 'site-fonts',
    // Before bundling, which reads the stylesheet; not when the plugin is created, which every CLI command does.
    async loadContent() {
      const started = performance.now();
      written = await writeFonts({
        siteDir: context.siteDir,
        staticDir: path.join(context.siteDir, GENERATED_FONTS.staticDir),
        outputDir: path.join(context.siteDir, GENERATED_FONTS.outputDir),
        cacheDir: path.join(context.siteDir, 'node_modules/.cache/fonts'),
      });
      const seconds = ((performance.now() - started) / 1000).toFixed(1);
      console.info(`[fonts] cut the body and maths fonts to the site's characters in ${seconds} s`);
    },
    injectHtmlTags() {
      return {
        headTags: [
          {
            tagName: 'link',
            attributes: {
              rel: 'preload',
              href: fonts().bodyFontUrl,
              as: 'font',
              type: 'font/woff2',
              crossorigin: 'anonymous',
            },
          },
        ],
      };
    },
    async postBuild({outDir}) {
      const uncovered: string[] = [];
      for (const page of builtHtmlFiles(outDir)) {
        const missing = uncoveredMathsCharacters(
          await readFile(path.join(outDir, page), 'utf8'),
          fonts().mathsCharacters,
        );
        if (missing.length > 0) uncovered.push(`${page}: ${missing.join(' ')}`);
      }
      if (uncovered.length > 0) {
        throw new Error(
          `site-fonts: maths on these pages uses characters the maths fonts were not cut to (the formulas were not found in docs/ or devlog/ as remark-math reads Markdown):\n${uncovered.join('\n')}`,
        );
      }
    },
  };
}
