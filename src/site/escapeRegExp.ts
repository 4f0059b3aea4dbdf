/**
 * `text` with every character a regular expression gives a meaning to
 * outside a character class escaped, so that an expression built around it
 * (with `new RegExp`, or in an nginx location's PCRE) matches it literally.
 */
export function escapeRegExp(text: string): string {
  return text.replace(/[\\^$.*+?()[\]{}|]/g, '\\$&');
}
