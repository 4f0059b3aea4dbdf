import {createElement, type CSSProperties, type ReactElement} from 'react';
import type {SocialCard} from './socialCard';

/** The size Open Graph consumers show large (1.91:1). */
export const CARD_SIZE = {width: 1200, height: 630} as const;

/**
 * Part of every card's cache key: raise it whenever `cardDesign` draws
 * differently, or cached cards of the old design would be reused.
 */
export const DESIGN_VERSION = 1;

/** The font family name the card's text is set in (see `cardFonts`). */
export const CARD_FONT_FAMILY = 'Inter';

/** The site's dark theme (src/css/custom.css), which the card is drawn in. */
const COLOURS = {
  background: '#12111c',
  heading: '#f5f4ff',
  text: '#c9c3fa',
  accent: '#aaa2f3',
  border: '#5b4cdb',
  stripe: '#8f84f0',
} as const;

function box(style: CSSProperties, ...children: (ReactElement | string)[]): ReactElement {
  return createElement('div', {style}, ...children);
}

/**
 * The element tree Satori draws a card from: the logo, the product name and
 * the section on top; the title (up to three lines) and the description (up
 * to three) at the bottom, cut with an ellipsis; a stripe in the brand's
 * colour along the bottom edge. Flat colours only, which keeps the PNG small.
 */
export function cardDesign(
  card: SocialCard,
  brand: {productName: string; logoDataUrl: string},
): ReactElement {
  return box(
    {
      width: '100%',
      height: '100%',
      boxSizing: 'border-box',
      display: 'flex',
      flexDirection: 'column',
      padding: '64px 80px 72px',
      backgroundColor: COLOURS.background,
      borderBottom: `12px solid ${COLOURS.stripe}`,
      fontFamily: CARD_FONT_FAMILY,
    },
    box(
      {display: 'flex', alignItems: 'center'},
      createElement('img', {src: brand.logoDataUrl, width: 72, height: 72}),
      box(
        {marginLeft: 24, fontSize: 38, fontWeight: 700, color: COLOURS.heading},
        brand.productName,
      ),
      box(
        {
          marginLeft: 24,
          padding: '6px 20px',
          border: `2px solid ${COLOURS.border}`,
          borderRadius: 999,
          fontSize: 28,
          color: COLOURS.accent,
        },
        card.section,
      ),
    ),
    box(
      {display: 'flex', flexDirection: 'column', marginTop: 'auto'},
      box(
        {fontSize: 64, fontWeight: 700, lineHeight: 1.15, color: COLOURS.heading, lineClamp: 3},
        card.title,
      ),
      box(
        {marginTop: 28, fontSize: 30, lineHeight: 1.4, color: COLOURS.text, lineClamp: 3},
        card.description,
      ),
    ),
  );
}
