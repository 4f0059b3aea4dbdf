/** The smallest text, in CSS pixels, a diagram may be drawn with. */
export const MIN_TEXT_PX = 11;

/**
 * The width of the article column, in CSS pixels, on a 1280 px laptop (docs
 * pages, and the devlog's narrower column beside its post list) and on a
 * 390 px phone. tests/e2e/diagrams.test.ts measures them in the built site.
 */
export const ARTICLE_WIDTH_PX = {docs: 703, devlog: 633, phone: 358} as const;

/**
 * The font size a drawing's style declares, in px: Mermaid's first is its
 * labels' (see `mermaidMarkup.ts`, which stops the build on a drawing without one).
 */
export const FONT_SIZE_PX = /font-size:\s*([\d.]+)px/;

/** A drawing's width in its own units (CSS pixels at full size) and the font size of its labels. */
export function drawingSize(svg: string): {width: number; fontPx: number} {
  const root = /<svg\b[^>]*>/.exec(svg)?.[0] ?? '';
  const viewBox = /\bviewBox="([^"]*)"/
    .exec(root)?.[1]
    ?.trim()
    .split(/[\s,]+/);
  const width = Number(viewBox?.[2]);
  if (!Number.isFinite(width) || width <= 0)
    throw new Error('A drawn diagram has no viewBox width');
  const fontPx = Number(FONT_SIZE_PX.exec(svg)?.[1]);
  if (!Number.isFinite(fontPx) || fontPx <= 0)
    throw new Error('A drawn diagram declares no font size in px');
  return {width, fontPx};
}

/** The size its labels are drawn at when the drawing is scaled down to fit `columnPx`. */
export function textPxAt(svg: string, columnPx: number): number {
  const {width, fontPx} = drawingSize(svg);
  return fontPx * Math.min(1, columnPx / width);
}

/**
 * The narrowest a drawing may be shown while its labels keep `MIN_TEXT_PX`.
 * A column narrower than this scrolls sideways instead of shrinking the text.
 */
export function readableMinWidth(svg: string): number {
  const {width, fontPx} = drawingSize(svg);
  return Math.ceil(width * Math.min(1, MIN_TEXT_PX / fontPx));
}

/** Which column a page's file is read in: the devlog's, or the docs'. */
export function columnOf(filePath: string): 'docs' | 'devlog' {
  return /(^|[/\\])devlog[/\\]/.test(filePath) ? 'devlog' : 'docs';
}
