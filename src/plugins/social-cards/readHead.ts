import {load} from 'cheerio';
import {dependencyInternalChanged} from '../../site/dependencyInternals/dependencyInternalChanged';

/** A `<meta>` of a page's head, where it is in the page's HTML. */
export type HeadMeta = {
  /** Its `property` (Open Graph) or else its `name` (Twitter, description). */
  key: string;
  content: string;
  /** Offsets of its tag in the page's HTML, end exclusive. */
  start: number;
  end: number;
};

/** What the social cards read from, and write into, a page's head. */
export type PageHead = {
  title: string;
  metas: HeadMeta[];
  /** Offset of the page's `</head>`. */
  closeTagAt: number;
};

/**
 * Reads the head of a built page with an HTML parser, which undoes entities
 * and copes with the minifier's unquoted attributes, keeping where each
 * `<meta>` tag starts and ends so that `withSocialTags` can edit the page
 * without reformatting the rest of it. Only the head is parsed.
 */
export function readHead(html: string): PageHead {
  const headAt = html.search(/<head[\s>]/i);
  const closeTagAt = html.indexOf('</head>', headAt);
  if (headAt < 0 || closeTagAt < 0) throw new Error('readHead: the page has no <head>…</head>.');
  const head = html.slice(headAt, closeTagAt + '</head>'.length);
  const $ = load(head, {sourceCodeLocationInfo: true});
  const metas: HeadMeta[] = [];
  // Only the head's markup is parsed, so every `<meta>` is the head's, even one the parser files under `<body>`.
  for (const element of $('meta').toArray()) {
    const key = element.attribs.property ?? element.attribs.name;
    if (key === undefined) continue;
    const location = element.sourceCodeLocation;
    // Cheerio passes `sourceCodeLocationInfo` to parse5, which records where each tag is; an upgrade that stops doing so must not edit pages blindly.
    if (!location) {
      throw dependencyInternalChanged(
        'parse5-source-locations',
        'readHead: cheerio gave a <meta> no source location; the social cards rely on parse5 recording it (cheerio `sourceCodeLocationInfo`).',
      );
    }
    const tag = head.slice(location.startOffset, location.endOffset);
    if (!/^<meta[\s/>]/i.test(tag) || !tag.endsWith('>')) {
      throw new Error(
        `readHead: the source location of a <meta> points at "${tag}", not at its tag.`,
      );
    }
    metas.push({
      key,
      content: element.attribs.content ?? '',
      start: headAt + location.startOffset,
      end: headAt + location.endOffset,
    });
  }
  return {title: $('title').first().text(), metas, closeTagAt};
}
