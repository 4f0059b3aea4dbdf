/**
 * Whether a doc was generated from an operation, a schema or a webhook of the
 * OpenAPI file: docusaurus-plugin-openapi-docs marks those pages with an
 * `api`, `schema` or `sample` front matter field, and only they need ApiItem.
 */
export function isApiReferencePage(frontMatter: Record<string, unknown>): boolean {
  return ['api', 'schema', 'sample'].some((field) => frontMatter[field] !== undefined);
}
