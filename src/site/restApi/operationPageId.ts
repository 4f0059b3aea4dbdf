import kebabCase from 'lodash/kebabCase';

/**
 * The id docusaurus-plugin-openapi-docs gives an operation's page, and so
 * its address under the REST API's route: the operation id through
 * lodash's `kebabCase`, as the plugin computes it (`getUser` is `get-user`,
 * `getTexture3D` would be `get-texture-3-d`).
 */
export function operationPageId(operationId: string): string {
  return kebabCase(operationId);
}
