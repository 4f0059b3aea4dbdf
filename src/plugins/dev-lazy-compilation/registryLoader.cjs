// @ts-check
// The bundler's loader for Docusaurus's generated registry under the dev
// server (see registryWithoutWeakIds.ts). Rspack loads loaders with Node's
// own require, which reads no TypeScript: the function is loaded with jiti,
// as Docusaurus loads the plugin.

// jiti 1's types describe its ESM build; required, it is the function itself.
const createJiti = /** @type {(filename: string, options: object) => (id: string) => unknown} */ (
  /** @type {unknown} */ (require('jiti'))
);
const {registryWithoutWeakIds} = /** @type {typeof import('./registryWithoutWeakIds')} */ (
  createJiti(__filename, {interopDefault: true})('./registryWithoutWeakIds.ts')
);

/** @param {string} source */
module.exports = function registryLoader(source) {
  return registryWithoutWeakIds(source);
};
