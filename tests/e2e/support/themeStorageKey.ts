/**
 * The local storage key a site keeps the reader's colour mode under, read
 * from the inline script that applies it before first paint: the site
 * namespaces its keys, so the name is not fixed.
 */
export async function themeStorageKey(siteUrl: string): Promise<string> {
  const html = await (await fetch(siteUrl)).text();
  const key = /localStorage\.getItem\("(theme[^"]*)"\)/.exec(html)?.[1];
  if (!key) throw new Error(`${siteUrl} has no inline script reading the colour mode.`);
  return key;
}
