/** Decimal places kept in a drawing's coordinates: a hundredth of a CSS pixel. */
const DECIMALS = 2;

/**
 * A number as SVG reads them, left to right: `.258.001` is two numbers.
 * Exponents are not read as part of a number: in ids and colours
 * (`diagram-…1e5…`, `#1e5f74`) they are names. Where Mermaid writes one
 * (`4.286263797015736e-16`), the mantissa is rounded and the exponent kept,
 * so the value keeps its size.
 */
const NUMBER = /-?(?:\d+\.?\d*|\.\d+)/g;

/** More decimal places than are kept. */
const TOO_PRECISE = new RegExp(`\\.\\d{${DECIMALS + 1},}`);

/** An attribute value in Mermaid's serialised SVG, which always double-quotes them. */
export const ATTRIBUTE_VALUE = /(\s[\w:-]+=")([^"]*)"/g;

/** Characters that would run into a number written next to them. */
const JOINS_A_NUMBER = /[\d.]/;

/**
 * A number rounded to `DECIMALS` places, with a space where it would
 * otherwise merge with a neighbour: path data may write `.258.001` for
 * 0.258 and 0.001, and 0.001 rounds to `0`.
 */
function roundDecimal(number: string, offset: number, value: string): string {
  if (!TOO_PRECISE.test(number)) return number;
  const rounded = Number(Number(number).toFixed(DECIMALS));
  const text = String(Object.is(rounded, -0) ? 0 : rounded);
  const before =
    offset > 0 && !text.startsWith('-') && JOINS_A_NUMBER.test(value[offset - 1] ?? '');
  const after = !text.includes('.') && value[offset + number.length] === '.';
  return `${before ? ' ' : ''}${text}${after ? ' ' : ''}`;
}

/**
 * Rounds the coordinates of a drawn SVG to two decimal places. Mermaid writes
 * path data and transforms with up to 17 significant digits; those digits
 * are most of a drawing's bytes and compress badly, in the page's HTML and
 * in the module a page reached by client-side navigation fetches. Only
 * attribute values are touched, so the labels a reader sees keep their
 * text. Idempotent.
 */
export function compactSvg(svg: string): string {
  return svg.replace(ATTRIBUTE_VALUE, (_match, name: string, value: string) => {
    const rounded = value.replace(NUMBER, (number: string, offset: number) =>
      roundDecimal(number, offset, value),
    );
    // Rounding must never merge or split numbers: path data has no other separator to rely on.
    const count = (text: string) => text.match(NUMBER)?.length ?? 0;
    if (count(rounded) !== count(value)) {
      throw new Error(`compactSvg changed how many numbers ${name}…" holds: ${value.slice(0, 80)}`);
    }
    return `${name}${rounded}"`;
  });
}
