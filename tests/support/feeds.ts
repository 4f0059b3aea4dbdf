import {XMLParser, XMLValidator} from 'fast-xml-parser';

/** One entry of a feed, reduced to what a reader's feed client shows. */
export type FeedEntry = {title: string; url: string; date: Date};

/** The outcome of checking a feed: what is wrong with it, and its entries. */
export type FeedCheck = {problems: string[]; entries: FeedEntry[]};

const parser = new XMLParser({ignoreAttributes: false, attributeNamePrefix: '@'});

/** Feed fields may hold text, or an object when the element has attributes. */
function text(value: unknown): string {
  if (typeof value === 'string' || typeof value === 'number') {
    return String(value).trim();
  }
  if (value && typeof value === 'object' && '#text' in value) {
    return String((value as {'#text': unknown})['#text']).trim();
  }
  return '';
}

function asArray<T>(value: T | T[] | undefined): T[] {
  if (value === undefined) {
    return [];
  }
  return Array.isArray(value) ? value : [value];
}

function isAbsoluteUrl(value: string): boolean {
  try {
    return ['http:', 'https:'].includes(new URL(value).protocol);
  } catch {
    return false;
  }
}

/** RFC 3339 as Atom and JSON Feed require: a full date, a time and a zone. */
const RFC_3339 = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d+)?(Z|[+-]\d{2}:\d{2})$/;

/** RFC 822 dates as RSS 2.0 requires, for example `Tue, 15 Apr 2025 00:00:00 GMT`. */
const RFC_822 =
  /^(Mon|Tue|Wed|Thu|Fri|Sat|Sun), \d{1,2} (Jan|Feb|Mar|Apr|May|Jun|Jul|Aug|Sep|Oct|Nov|Dec) \d{4} \d{2}:\d{2}(:\d{2})? (GMT|UT|[A-Z]{3}|[+-]\d{4})$/;

/** Parses XML after checking that it is well formed; the problem says where it is not. */
function parseXml(xml: string, problems: string[]): Record<string, unknown> | undefined {
  const validation = XMLValidator.validate(xml);
  if (validation !== true) {
    problems.push(`not well-formed XML: ${validation.err.msg} (line ${validation.err.line})`);
    return undefined;
  }
  return parser.parse(xml) as Record<string, unknown>;
}

/**
 * Checks an RSS 2.0 document: a channel title, link and description, and on
 * each item what every feed reader relies on (a title, an absolute link, a
 * permanent guid and an RFC 822 publication date).
 */
export function checkRss(xml: string): FeedCheck {
  const problems: string[] = [];
  const document = parseXml(xml, problems);
  const rss = document?.rss as Record<string, unknown> | undefined;
  if (!document) {
    return {problems, entries: []};
  }
  if (!rss || text(rss['@version']) !== '2.0') {
    return {problems: [...problems, 'root element is not <rss version="2.0">'], entries: []};
  }
  const channel = (rss.channel ?? {}) as Record<string, unknown>;
  for (const field of ['title', 'link', 'description']) {
    if (!text(channel[field])) {
      problems.push(`channel has no ${field}`);
    }
  }
  const entries = asArray(channel.item as Record<string, unknown>[] | undefined).map(
    (item, index) => {
      const title = text(item.title);
      const url = text(item.link);
      const published = text(item.pubDate);
      if (!title) problems.push(`item ${index} has no title`);
      if (!isAbsoluteUrl(url)) problems.push(`item ${index} link is not absolute: "${url}"`);
      if (!text(item.guid)) problems.push(`item ${index} has no guid`);
      if (!RFC_822.test(published))
        problems.push(`item ${index} pubDate is not RFC 822: "${published}"`);
      return {title, url, date: new Date(published)};
    },
  );
  return {problems, entries};
}

/**
 * Checks an Atom 1.0 document against RFC 4287: the Atom namespace, the
 * feed's id, title and updated date, an author on the feed or on every
 * entry, and each entry's id, title, updated date and link.
 */
export function checkAtom(xml: string): FeedCheck {
  const problems: string[] = [];
  const document = parseXml(xml, problems);
  if (!document) {
    return {problems, entries: []};
  }
  const feed = document.feed as Record<string, unknown> | undefined;
  if (!feed || text(feed['@xmlns']) !== 'http://www.w3.org/2005/Atom') {
    return {problems: [...problems, 'root element is not an Atom <feed>'], entries: []};
  }
  for (const field of ['id', 'title']) {
    if (!text(feed[field])) problems.push(`feed has no ${field}`);
  }
  if (!RFC_3339.test(text(feed.updated))) problems.push('feed updated is not RFC 3339');
  const feedHasAuthor = asArray(feed.author).length > 0;
  const entries = asArray(feed.entry as Record<string, unknown>[] | undefined).map(
    (entry, index) => {
      const title = text(entry.title);
      const updated = text(entry.updated);
      const link = asArray(entry.link as Record<string, unknown>[] | undefined).find(
        (candidate) => !candidate['@rel'] || candidate['@rel'] === 'alternate',
      );
      const url = text(link?.['@href']);
      if (!text(entry.id)) problems.push(`entry ${index} has no id`);
      if (!title) problems.push(`entry ${index} has no title`);
      if (!RFC_3339.test(updated))
        problems.push(`entry ${index} updated is not RFC 3339: "${updated}"`);
      if (!isAbsoluteUrl(url)) problems.push(`entry ${index} has no absolute alternate link`);
      if (!feedHasAuthor && asArray(entry.author).length === 0) {
        problems.push(`entry ${index} has no author`);
      }
      return {title, url, date: new Date(updated)};
    },
  );
  return {problems, entries};
}

type JsonFeedItem = {
  id?: unknown;
  url?: unknown;
  title?: unknown;
  date_published?: unknown;
  date_modified?: unknown;
  content_html?: unknown;
  content_text?: unknown;
};

/**
 * Checks a JSON Feed (version 1 or 1.1): the version URL, a title, and items
 * that each have an id, content (HTML or text), an absolute
 * URL and an RFC 3339 date (published, or else modified).
 */
export function checkJsonFeed(json: string): FeedCheck {
  let feed: {version?: unknown; title?: unknown; items?: unknown};
  try {
    feed = JSON.parse(json) as typeof feed;
  } catch (error) {
    return {problems: [`not JSON: ${(error as Error).message}`], entries: []};
  }
  const problems: string[] = [];
  if (
    feed.version !== 'https://jsonfeed.org/version/1' &&
    feed.version !== 'https://jsonfeed.org/version/1.1'
  ) {
    problems.push(`version is not a JSON Feed version URL: "${String(feed.version)}"`);
  }
  if (typeof feed.title !== 'string' || feed.title === '') problems.push('feed has no title');
  if (!Array.isArray(feed.items)) {
    return {problems: [...problems, 'feed has no items array'], entries: []};
  }
  const entries = (feed.items as JsonFeedItem[]).map((item, index) => {
    const title = typeof item.title === 'string' ? item.title : '';
    const url = typeof item.url === 'string' ? item.url : '';
    // Both dates are optional in JSON Feed; a reader's client needs one of them.
    const dated = item.date_published ?? item.date_modified;
    const published = typeof dated === 'string' ? dated : '';
    if (typeof item.id !== 'string' || item.id === '') problems.push(`item ${index} has no id`);
    if (typeof item.content_html !== 'string' && typeof item.content_text !== 'string') {
      problems.push(`item ${index} has no content`);
    }
    if (!isAbsoluteUrl(url)) problems.push(`item ${index} url is not absolute: "${url}"`);
    if (!RFC_3339.test(published)) {
      problems.push(
        `item ${index} has no RFC 3339 date_published or date_modified: "${published}"`,
      );
    }
    return {title, url, date: new Date(published)};
  });
  return {problems, entries};
}
