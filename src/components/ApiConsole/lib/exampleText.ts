/** A value of the OpenAPI file as a field shows it: strings as they are, anything else as JSON. */
export function exampleText(value: unknown): string {
  if (value === undefined) return '';
  return typeof value === 'string' ? value : JSON.stringify(value);
}
