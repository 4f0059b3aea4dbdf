/** Markdown backslash escapes removed: `\_x` is `_x`, `\<T>` is `<T>`. */
export function unescapeMarkdown(value: string): string {
  return value.replace(/\\([\\`*_{}[\]()#+\-.!<>|~])/g, '$1');
}
