/*
 * The search context's tags arrive as a new array on every render, equal to
 * the last. An effect that depended on the array would search again each
 * time, so the effects depend on this string instead and read the tags back
 * from it. Docusaurus's search tags hold no `|`.
 */

/** The tags as one string, equal whenever the tags are. */
export function tagsKey(tags: readonly string[]): string {
  return tags.join('|');
}

/** The tags `tagsKey` was given back, an empty list for an empty one. */
export function tagsFromKey(key: string): string[] {
  return key === '' ? [] : key.split('|');
}
