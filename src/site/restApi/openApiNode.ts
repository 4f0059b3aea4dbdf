/** An object of an OpenAPI 3 document, as the Markdown twins read it; any of them may be a `$ref`. */
export type OpenApiNode = Record<string, unknown>;

/** Whether a value of the document is an object (not an array, not null). */
export function isOpenApiNode(value: unknown): value is OpenApiNode {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** A string field of the document, or '' when it is missing or not a string. */
export function text(value: unknown): string {
  return typeof value === 'string' ? value : '';
}
