/**
 * A value of the OpenAPI file as text, as a console field shows it and a
 * header sends it: strings as they are, anything else as JSON.
 */
export function exampleText(value: unknown): string {
  if (value === undefined) return '';
  return typeof value === 'string' ? value : JSON.stringify(value);
}
