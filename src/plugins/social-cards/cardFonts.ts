import {readFileSync} from 'node:fs';
import {createRequire} from 'node:module';
import path from 'node:path';
import type {Font} from 'satori';
import subsetFont from 'subset-font';
import {CARD_FONT_FAMILY} from './cardDesign';

/**
 * The site's body font as `@fontsource-variable/inter` ships it: one
 * variable file per script. Latin first (the fonts plugin cuts the site's
 * own from it), then the scripts a name or a formula in a title may need.
 */
export const CARD_FONT_FILES = [
  '@fontsource-variable/inter/files/inter-latin-wght-normal.woff2',
  '@fontsource-variable/inter/files/inter-latin-ext-wght-normal.woff2',
  '@fontsource-variable/inter/files/inter-greek-wght-normal.woff2',
] as const;

/** The weights the card sets text in: the description, and the title and labels. */
const CARD_WEIGHTS = [400, 700] as const;

/** Every code point a file of `CARD_FONT_FILES` may hold; the subsetter keeps those it has. */
const ALL_CHARACTERS = String.fromCodePoint(
  ...Array.from({length: 0x2000}, (_, index) => 0x20 + index),
  ...Array.from({length: 0x1000}, (_, index) => 0x2000 + index),
);

/**
 * Inter for Satori: it draws a variable font at its default instance only,
 * so each file is pinned at each weight of `CARD_WEIGHTS` into a static
 * TrueType font (with subset-font, as the fonts plugin does). Satori takes
 * a glyph a file lacks from the next file of the same weight.
 */
export async function cardFonts(siteDir: string): Promise<Font[]> {
  // Resolved from the site, so it works as well from a worker or a test as from Docusaurus.
  const resolve = createRequire(path.join(siteDir, 'package.json')).resolve;
  const fonts: Font[] = [];
  for (const file of CARD_FONT_FILES) {
    const variable = readFileSync(resolve(file));
    for (const weight of CARD_WEIGHTS) {
      const data = await subsetFont(variable, ALL_CHARACTERS, {
        targetFormat: 'sfnt',
        variationAxes: {wght: weight},
      });
      fonts.push({name: CARD_FONT_FAMILY, data, weight, style: 'normal'});
    }
  }
  return fonts;
}
