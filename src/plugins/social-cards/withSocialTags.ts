import {CARD_SIZE} from './cardDesign';
import type {PageHead} from './readHead';
import {escapeHtml} from '../../site/escapeHtml';

/** Where a page's card is and what it says, for the tags that point at it. */
export type CardTags = {
  /** Absolute URL of the card's PNG. */
  imageUrl: string;
  /** What the page's `og:title` says when it has none. */
  title: string;
  /** What the page's `og:description` says when it has none. */
  description: string;
};

/** Tags about the shared image: replaced, whoever wrote them, so that each is there once. */
const IMAGE_TAGS = new Set([
  'og:image',
  'og:image:url',
  'og:image:secure_url',
  'og:image:width',
  'og:image:height',
  'og:image:type',
  'og:image:alt',
  'twitter:image',
  'twitter:image:alt',
]);

const LARGE_IMAGE_CARD = 'summary_large_image';

function metaTag(attribute: 'property' | 'name', key: string, content: string): string {
  return `<meta ${attribute}="${key}" content="${escapeHtml(content)}">`;
}

/**
 * The page with its card in its head: every image tag replaced by
 * `og:image` (with its width, height and type) and `twitter:image`, and
 * `og:title`, `og:description` and `twitter:card` added when missing (a
 * `twitter:card` that is not `summary_large_image` is replaced). Only those
 * tags change; every other byte of the page is kept, and running it again
 * on its own output changes nothing.
 */
export function withSocialTags(html: string, head: PageHead, tags: CardTags): string {
  const has = (key: string) => head.metas.some((meta) => meta.key === key);
  const removed = head.metas.filter(
    (meta) =>
      IMAGE_TAGS.has(meta.key) ||
      (meta.key === 'twitter:card' && meta.content !== LARGE_IMAGE_CARD),
  );
  const added = [
    has('og:title') ? '' : metaTag('property', 'og:title', tags.title),
    has('og:description') ? '' : metaTag('property', 'og:description', tags.description),
    // Before the image tags, so that a second run, which keeps it, inserts them back in the same place.
    head.metas.some((meta) => meta.key === 'twitter:card' && meta.content === LARGE_IMAGE_CARD)
      ? ''
      : metaTag('name', 'twitter:card', LARGE_IMAGE_CARD),
    metaTag('property', 'og:image', tags.imageUrl),
    metaTag('property', 'og:image:width', String(CARD_SIZE.width)),
    metaTag('property', 'og:image:height', String(CARD_SIZE.height)),
    metaTag('property', 'og:image:type', 'image/png'),
    metaTag('name', 'twitter:image', tags.imageUrl),
  ].join('');
  // The new tags go where the first replaced one was, else at the end of the head.
  const insertAt = removed[0]?.start ?? head.closeTagAt;
  const edits = [
    ...removed.map((meta) => ({start: meta.start, end: meta.end, text: ''})),
    {start: insertAt, end: insertAt, text: added},
  ].sort((a, b) => b.start - a.start || b.end - a.end);
  let page = html;
  for (const edit of edits) page = page.slice(0, edit.start) + edit.text + page.slice(edit.end);
  return page;
}
