// @ts-check
// A webpack loader that turns the vocabulary's YAML into a JSON module, so
// the Glossary page renders from the same file search reads. The plugin
// validates the file before the bundler runs (see vocabularyFile.ts), so
// this only parses it.
const {load} = require('js-yaml');

/** @param {string} source */
module.exports = function vocabularyYamlLoader(source) {
  return `export default ${JSON.stringify(load(source))};`;
};
