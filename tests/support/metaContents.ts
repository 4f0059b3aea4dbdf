import {load} from 'cheerio';

/** The `content` of every meta tag of a page with this `property` or `name`. */
export function metaContents(html: string, key: string): string[] {
  const $ = load(html);
  return $(`meta[property="${key}"], meta[name="${key}"]`)
    .toArray()
    .map((element) => element.attribs.content ?? '');
}
