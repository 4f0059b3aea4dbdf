/** Decimal places kept in a drawing's coordinates: a hundredth of a CSS pixel. */
const DECIMALS = 2;

/** A decimal number with more places than are kept (exponent forms included). */
const LONG_DECIMAL = new RegExp(`-?\\d*\\.\\d{${DECIMALS + 1},}(?:e[-+]?\\d+)?`, 'gi');

/** An attribute value in Mermaid's serialised SVG, which always double-quotes them. */
const ATTRIBUTE_VALUE = /(\s[\w:-]+=")([^"]*)"/g;

function roundDecimal(number: string): string {
  const rounded = Number(Number(number).toFixed(DECIMALS));
  return String(Object.is(rounded, -0) ? 0 : rounded);
}

/**
 * Rounds the coordinates of a drawn SVG to two decimal places. Mermaid writes
 * path data and transforms with up to 17 significant digits; those digits
 * are most of a drawing's bytes, compress badly, and ship twice (in the
 * page's HTML and in its JavaScript). Only attribute values are touched, so
 * the labels a reader sees keep their text. Idempotent.
 */
export function compactSvg(svg: string): string {
  return svg.replace(
    ATTRIBUTE_VALUE,
    (_match, name: string, value: string) => `${name}${value.replace(LONG_DECIMAL, roundDecimal)}"`,
  );
}
