/**
 * A JSON value as a JavaScript literal for a code sample, its later lines
 * indented by `indent` so that it lines up with the code around it. Both the
 * pages' `fetch` samples and the console's `@3dverse/api` call write values
 * this way.
 */
export function jsonLiteral(value: unknown, indent: string): string {
  return JSON.stringify(value, null, 2).replace(/\n/g, `\n${indent}`);
}
