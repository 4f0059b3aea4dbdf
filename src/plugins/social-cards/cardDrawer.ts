import {readFileSync} from 'node:fs';
import path from 'node:path';
import {renderAsync} from '@resvg/resvg-js';
import satori from 'satori';
import {CARD_SIZE, cardDesign} from './cardDesign';
import {cardFonts} from './cardFonts';
import {LOGO_FILE} from './designFingerprint';
import {palettePng} from './palettePng';
import type {SocialCard} from './socialCard';

/** Draws one card into PNG bytes. */
export type DrawCard = (card: SocialCard) => Promise<Buffer>;

/**
 * Loads the fonts and the logo once and returns a function that draws a
 * card: Satori lays it out into SVG (text as paths), resvg rasterises it,
 * and the pixels are written as an indexed PNG, or as resvg's own PNG when
 * they do not fit a palette.
 */
export async function cardDrawer(siteDir: string, productName: string): Promise<DrawCard> {
  const fonts = await cardFonts(siteDir);
  const logo = readFileSync(path.join(siteDir, LOGO_FILE));
  const brand = {productName, logoDataUrl: `data:image/svg+xml;base64,${logo.toString('base64')}`};
  return async (card) => {
    const svg = await satori(cardDesign(card, brand), {...CARD_SIZE, fonts});
    // Satori already turned the text into paths, so resvg needs no font of its own. The
    // synchronous `new Resvg(svg).render()` of resvg-js 2.6.2 never frees its pixels (3 MB a card,
    // gigabytes over a build); the asynchronous render does.
    const image = await renderAsync(svg, {font: {loadSystemFonts: false}});
    return palettePng(image.pixels, image.width, image.height) ?? image.asPng();
  };
}
