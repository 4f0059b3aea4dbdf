import {describe, expect, it} from 'vitest';
import {readHead} from '../../src/plugins/social-cards/readHead';
import {withSocialTags} from '../../src/plugins/social-cards/withSocialTags';
import {PAGE} from './support/socialCardPage';
import {metaContents} from '../support/metaContents';

const IMAGE_URL = 'https://docs.3dverse.com/img/social/0123456789abcdef0123.png';

describe('withSocialTags', () => {
  const rewrite = (html: string) =>
    withSocialTags(html, readHead(html), {
      imageUrl: IMAGE_URL,
      title: 'Fallback title',
      description: 'Fallback description',
    });

  it('points the page at its card once, with the absolute URL, size and type', () => {
    const page = rewrite(PAGE);
    expect(metaContents(page, 'og:image')).toEqual([IMAGE_URL]);
    expect(metaContents(page, 'twitter:image')).toEqual([IMAGE_URL]);
    expect(metaContents(page, 'og:image:width')).toEqual(['1200']);
    expect(metaContents(page, 'og:image:height')).toEqual(['630']);
    expect(metaContents(page, 'og:image:type')).toEqual(['image/png']);
    expect(metaContents(page, 'twitter:card')).toEqual(['summary_large_image']);
    expect(metaContents(page, 'og:title')).toEqual(['Lights & shadows | 3dverse Documentation']);
    expect(metaContents(page, 'og:description')).toEqual([
      'Point, spot & directional lights; "shadows" > none.',
    ]);
    expect(new URL(metaContents(page, 'og:image')[0] ?? '').protocol).toBe('https:');
    expect(page).not.toContain('social-card.svg');
  });

  it('changes nothing but those tags, and nothing at all the second time', () => {
    const page = rewrite(PAGE);
    const removed = [
      '<meta data-rh=true property=og:image content=https://docs.3dverse.com/img/social-card.svg />',
      '<meta data-rh=true name=twitter:image content=https://docs.3dverse.com/img/social-card.svg />',
    ];
    const inserted =
      `<meta property="og:image" content="${IMAGE_URL}">` +
      '<meta property="og:image:width" content="1200">' +
      '<meta property="og:image:height" content="630">' +
      '<meta property="og:image:type" content="image/png">' +
      `<meta name="twitter:image" content="${IMAGE_URL}">`;
    expect(page).toBe(PAGE.replace(removed.join(''), inserted));
    expect(rewrite(page)).toBe(page);
  });

  it('adds the tags Docusaurus left out, at the end of the head, escaped', () => {
    const bare =
      '<html><head><meta charset=UTF-8><title>A "quoted" & <odd> title</title></head><body><main>x</main></body></html>';
    const page = withSocialTags(bare, readHead(bare), {
      imageUrl: IMAGE_URL,
      title: 'A "quoted" & <odd> title',
      description: 'The tagline',
    });
    expect(metaContents(page, 'og:title')).toEqual(['A "quoted" & <odd> title']);
    expect(metaContents(page, 'og:description')).toEqual(['The tagline']);
    expect(metaContents(page, 'twitter:card')).toEqual(['summary_large_image']);
    expect(metaContents(page, 'og:image')).toEqual([IMAGE_URL]);
    expect(page).toContain('content="A &quot;quoted&quot; &amp; &lt;odd&gt; title"');
    expect(page.endsWith('</head><body><main>x</main></body></html>')).toBe(true);
    expect(rewrite(page)).toBe(page);
  });

  it('replaces a twitter:card of another kind and every image tag, whoever wrote them', () => {
    const html =
      '<html><head><title>T</title><meta name="twitter:card" content="summary">' +
      '<meta property="og:image" content="/a.png"><meta property="og:image" content="/b.png">' +
      '<meta property="og:image:width" content="10"><meta name="twitter:image:alt" content="x"></head></html>';
    const page = rewrite(html);
    expect(metaContents(page, 'twitter:card')).toEqual(['summary_large_image']);
    expect(metaContents(page, 'og:image')).toEqual([IMAGE_URL]);
    expect(metaContents(page, 'og:image:width')).toEqual(['1200']);
    expect(metaContents(page, 'twitter:image:alt')).toEqual([]);
  });
});
