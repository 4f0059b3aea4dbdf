/**
 * Orders strings as Rust's `str` ordering does (by code point, which is
 * UTF-8 byte order), the order Pagefind sorts words and compares chunk
 * ranges in. JavaScript's `<` compares UTF-16 units, which differs for
 * characters beyond the Basic Multilingual Plane.
 */
export function compareWords(a: string, b: string): number {
  // Both strings advance alike while they are equal, so one index serves both.
  let index = 0;
  while (index < a.length && index < b.length) {
    const left = a.codePointAt(index) ?? 0;
    const right = b.codePointAt(index) ?? 0;
    if (left !== right) return left - right;
    index += left > 0xffff ? 2 : 1;
  }
  return (a.length - index > 0 ? 1 : 0) - (b.length - index > 0 ? 1 : 0);
}
