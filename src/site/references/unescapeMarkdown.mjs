// @ts-check
// Plain JavaScript, as the TypeDoc plugin that uses it is (see typedocInternalNames.mjs).

/**
 * Markdown text as a reader sees it: the backslashes that escape ASCII
 * punctuation removed, as CommonMark reads them (`AssetRef\<T\>` is
 * `AssetRef<T>`, `pointer\_locked` is `pointer_locked`).
 *
 * @param {string} text
 * @returns {string}
 */
export function unescapeMarkdown(text) {
  return text.replace(/\\([!-/:-@[-`{-~])/g, '$1');
}
