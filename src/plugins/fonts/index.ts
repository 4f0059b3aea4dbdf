import path from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';
import {writeFileIfChanged} from '../../site/files/writeFileIfChanged';
import {GENERATED_FONTS, siteFontsLocations} from './generatedFonts';
import {writeFonts, type WrittenFonts} from './writeFonts';
import {secondsSince} from '../../site/printedUnits';

/**
 * The site's fonts, self-hosted and cut to what the site shows (see
 * `writeFonts`), the body font preloaded by every page. The characters the
 * maths fonts were cut to are written beside the stylesheet: after a build,
 * the built-pages pass, which parses every page once, checks each page's
 * typeset maths against them (see `src/plugins/built-pages`).
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
      written = await writeFonts(siteFontsLocations(context.siteDir));
      writeFileIfChanged(
        path.join(context.siteDir, GENERATED_FONTS.mathsCharacters),
        JSON.stringify([...written.mathsCharacters].sort()),
      );
      console.info(
        `[fonts] cut the body and maths fonts to the site's characters in ${secondsSince(started)}`,
      );
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
  };
}
