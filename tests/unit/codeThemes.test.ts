import {describe, expect, it} from 'vitest';
import {themes} from 'prism-react-renderer';
import type {PrismTheme} from 'prism-react-renderer';
import {darkCodeTheme, lightCodeTheme} from '../../src/site/codeThemes';
import {withTokenColours} from '../../src/site/prismThemeColours';

type Rgb = [number, number, number];

function parseColour(colour: string): Rgb {
  const hex = /^#([0-9a-f]{6})$/i.exec(colour);
  if (hex) return [0, 2, 4].map((i) => parseInt(hex[1].slice(i, i + 2), 16)) as Rgb;
  const rgb = /^rgb\((\d+), (\d+), (\d+)\)$/.exec(colour);
  if (rgb) return [Number(rgb[1]), Number(rgb[2]), Number(rgb[3])];
  throw new Error(`unparsed colour ${colour}`);
}

/** WCAG 2 relative luminance. */
function luminance([r, g, b]: Rgb): number {
  const channel = (value: number) => {
    const c = value / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * channel(r) + 0.7152 * channel(g) + 0.0722 * channel(b);
}

function contrast(a: Rgb, b: Rgb): number {
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return (light + 0.05) / (dark + 0.05);
}

/** Black at `alpha` over `background`, as custom.css draws a highlighted line. */
function darkened(background: Rgb, alpha: number): Rgb {
  return background.map((channel) => Math.round(channel * (1 - alpha))) as Rgb;
}

function tokenColours(theme: PrismTheme): string[] {
  return [theme.plain.color, ...theme.styles.map((entry) => entry.style.color)].filter(
    (colour): colour is string => colour !== undefined,
  );
}

// The highlighted-line tints are custom.css's --docusaurus-highlighted-code-line-bg.
describe.each([
  ['light', lightCodeTheme, 0.08],
  ['dark', darkCodeTheme, 0.3],
] as const)('the %s code theme', (_mode, theme, highlightAlpha) => {
  const background = parseColour(theme.plain.backgroundColor ?? '');
  it.each(tokenColours(theme))('%s has 4.5:1 on the block and on a highlighted line', (colour) => {
    expect(contrast(parseColour(colour), background)).toBeGreaterThanOrEqual(4.5);
    expect(
      contrast(parseColour(colour), darkened(background, highlightAlpha)),
    ).toBeGreaterThanOrEqual(4.5);
  });
});

describe('withTokenColours', () => {
  it('replaces colours whatever their case and leaves the theme it was given alone', () => {
    const theme = withTokenColours(themes.github, {'#999988': '#000000'});
    expect(theme.styles[0].style.color).toBe('#000000');
    expect(themes.github.styles[0].style.color).toBe('#999988');
  });

  it('throws when the theme has no such colour, so an upgrade cannot silently undo a fix', () => {
    expect(() => withTokenColours(themes.github, {'#123456': '#000000'})).toThrow(/#123456/);
  });
});
