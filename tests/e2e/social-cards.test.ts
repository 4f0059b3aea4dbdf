import {describe, expect, it} from 'vitest';
import {openPage} from './support/browser';
import {sharedBrowser} from './support/fixtures';
import {metaContents} from '../support/metaContents';
import {pngDimensions} from '../support/pngDimensions';
import {MAX_CARD_BYTES} from '../../src/plugins/social-cards/writeSocialCards';
import {product} from '../../src/site/product';

const browser = sharedBrowser();

/*
 * What a chat tool or a social network finds when it unfurls a link: the
 * page's HTML as served, without running its scripts, and the card it
 * points at.
 */
describe('social cards', () => {
  it.each([
    ['a guide page', '/engine/ecs/lights'],
    ['a reference page', '/references/livelink.js/classes/Livelink'],
    ['a devlog post', '/devlog/2025/10/14/digital-twin-sync-opc-ua-mqtt'],
  ])('%s (%s) points at its own 1200×630 PNG card', async (_kind, route) => {
    const {page, close} = await openPage(browser());
    try {
      const response = await page.request.get(route);
      expect(response.status()).toBe(200);
      const html = await response.text();
      const contents = (key: string) => metaContents(html, key);

      const images = contents('og:image');
      expect(images).toHaveLength(1);
      const imageUrl = new URL(images[0] ?? '');
      expect(imageUrl.origin).toBe(product.siteUrl);
      expect(imageUrl.pathname).toMatch(/^\/img\/social\/[0-9a-f]+\.png$/);
      expect(contents('twitter:image')).toEqual([imageUrl.href]);
      expect(contents('twitter:card')).toEqual(['summary_large_image']);
      expect(contents('og:image:width')).toEqual(['1200']);
      expect(contents('og:image:height')).toEqual(['630']);
      expect(contents('og:image:type')).toEqual(['image/png']);
      expect(contents('og:title')).toHaveLength(1);
      expect(contents('og:description')).toHaveLength(1);

      // The production URL's path, on the server under test.
      const card = await page.request.get(imageUrl.pathname);
      expect(card.status()).toBe(200);
      expect(card.headers()['content-type']).toBe('image/png');
      const png = await card.body();
      expect(pngDimensions(png)).toEqual({width: 1200, height: 630});
      expect(png.length).toBeLessThanOrEqual(MAX_CARD_BYTES);
    } finally {
      await close();
    }
  });

  it('gives pages with different titles different cards', async () => {
    const {page, close} = await openPage(browser());
    try {
      const imageOf = async (route: string) =>
        metaContents(await (await page.request.get(route)).text(), 'og:image')[0];
      const [guide, reference] = await Promise.all([
        imageOf('/engine/ecs/lights'),
        imageOf('/references/livelink.js/classes/Livelink'),
      ]);
      expect(guide).toBeDefined();
      expect(guide).not.toBe(reference);
    } finally {
      await close();
    }
  });
});
