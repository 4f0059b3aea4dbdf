import type {FontMetrics} from './fontMetrics';

/**
 * Arial's metrics as `fontMetrics` reads them from Liberation Sans, which
 * is built to Arial's widths and line metrics (see the unit test that
 * re-measures it). Arial, Helvetica, Liberation Sans and Arimo share them,
 * so one set of overrides fits every platform that has one of them.
 */
export const ARIAL_METRICS: FontMetrics = {
  unitsPerEm: 2048,
  ascent: 1854,
  descent: 434,
  lineGap: 67,
  averageWidth: 898.3,
};

/** Local fonts with Arial's metrics, in the order a browser should try them. */
const ARIAL_LIKE = ['Arial', 'Helvetica', 'Liberation Sans', 'Arimo'];

function percent(value: number): string {
  return `${(value * 100).toFixed(2)}%`;
}

/**
 * An `@font-face` rule for a local font stretched to take the web font's
 * space: the same average width (`size-adjust`) and the same line box
 * (`ascent-override` and friends). Text set in it before the web font
 * arrives wraps and stacks as it will afterwards, so the swap moves
 * nothing.
 */
export function fallbackFontFace(
  family: string,
  webFont: FontMetrics,
  fallback: FontMetrics = ARIAL_METRICS,
): string {
  const sizeAdjust =
    webFont.averageWidth / webFont.unitsPerEm / (fallback.averageWidth / fallback.unitsPerEm);
  const scaled = (value: number) => percent(value / webFont.unitsPerEm / sizeAdjust);
  return [
    '@font-face {',
    `  font-family: '${family}';`,
    `  src: ${ARIAL_LIKE.map((name) => `local('${name}')`).join(', ')};`,
    `  size-adjust: ${percent(sizeAdjust)};`,
    `  ascent-override: ${scaled(webFont.ascent)};`,
    `  descent-override: ${scaled(webFont.descent)};`,
    `  line-gap-override: ${scaled(webFont.lineGap)};`,
    '}',
  ].join('\n');
}
