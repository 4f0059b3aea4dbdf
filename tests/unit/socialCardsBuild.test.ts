import {existsSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync} from 'node:fs';
import path from 'node:path';
import {describe, expect, it} from 'vitest';
import {cardDrawer} from '../../src/plugins/social-cards/cardDrawer';
import {CARD_SIZE} from '../../src/plugins/social-cards/cardDesign';
import {CARDS_REPORT_LINE, cardsReportLine} from '../../src/plugins/social-cards/cardsReportLine';
import {pngDimensions} from '../support/pngDimensions';
import type {SocialCard} from '../../src/plugins/social-cards/socialCard';
import {
  CARDS_FOLDER,
  MAX_CARD_BYTES,
  writeSocialCards,
} from '../../src/plugins/social-cards/writeSocialCards';
import {BODY, PAGE, SITE} from './support/socialCardPage';
import {metaContents} from '../support/metaContents';
import {scratchFolder} from '../support/scratchFolder';

describe('drawing cards', () => {
  const longCard: SocialCard = {
    title:
      'Vulkan video encoder, part 2: H.265 parameter sets, rate control and reference pictures, and then some more words to overflow',
    section: 'livelink.react',
    description:
      'How the encoder tells the decoder what it needs: the VPS, SPS and PPS, a rate control that keeps the stream inside its budget, and which pictures each frame refers to. '.repeat(
        3,
      ),
  };

  it('draws a 1200×630 PNG within the budget, even for the longest title and description', async () => {
    const draw = await cardDrawer(process.cwd(), '3dverse');
    const png = await draw(longCard);
    expect(pngDimensions(png)).toEqual(CARD_SIZE);
    expect(png.length).toBeLessThanOrEqual(MAX_CARD_BYTES);
  });

  it(
    'gives a small build its cards on a worker, then from the cache',
    {timeout: 60_000},
    async () => {
      const siteOut = scratchFolder('social-build-');
      const outDir = path.join(siteOut, 'build');
      const cacheDir = path.join(siteOut, 'cache');
      mkdirSync(path.join(outDir, 'devlog/post'), {recursive: true});
      writeFileSync(path.join(outDir, 'index.html'), PAGE);
      writeFileSync(
        path.join(outDir, 'devlog/post/index.html'),
        PAGE.replace('Lights &amp; shadows |', 'A post |'),
      );
      const options = {
        siteDir: process.cwd(),
        outDir,
        cacheDir,
        siteUrl: 'https://docs.3dverse.com',
        baseUrl: '/',
        routesPaths: ['/', '/devlog/post'],
        site: SITE,
        productName: '3dverse',
      };
      const cold = await writeSocialCards(options);
      expect(cold).toMatchObject({pages: 2, cards: 2, drawn: 2, fromCache: 0});
      const post = readFileSync(path.join(outDir, 'devlog/post/index.html'), 'utf8');
      const [imageUrl = ''] = metaContents(post, 'og:image');
      const published = path.join(outDir, new URL(imageUrl).pathname);
      expect(imageUrl.startsWith(`https://docs.3dverse.com/${CARDS_FOLDER}/`)).toBe(true);
      expect(pngDimensions(readFileSync(published))).toEqual(CARD_SIZE);
      expect(post.endsWith(BODY)).toBe(true);

      rmSync(outDir, {recursive: true});
      mkdirSync(path.join(outDir, 'devlog/post'), {recursive: true});
      writeFileSync(path.join(outDir, 'index.html'), PAGE);
      writeFileSync(path.join(outDir, 'devlog/post/index.html'), post);
      const warm = await writeSocialCards(options);
      expect(warm).toMatchObject({cards: 2, drawn: 0, fromCache: 2});
      expect(existsSync(published)).toBe(true);
      expect(readFileSync(path.join(outDir, 'devlog/post/index.html'), 'utf8')).toBe(post);

      // A build without the post keeps only the home page's card.
      rmSync(outDir, {recursive: true});
      mkdirSync(outDir, {recursive: true});
      writeFileSync(path.join(outDir, 'index.html'), PAGE);
      await writeSocialCards({...options, routesPaths: ['/']});
      expect(readdirSync(cacheDir)).toHaveLength(1);
    },
  );
});

describe('the social cards report line', () => {
  it('is read back by the bench', () => {
    const line = cardsReportLine(
      {pages: 533, cards: 531, drawn: 12, fromCache: 519, largestBytes: 1},
      3.25,
    );
    expect(line).toBe('[social-cards] 531 cards (12 drawn, 519 from cache) in 3.3 s');
    expect(CARDS_REPORT_LINE.exec(line)?.slice(1)).toEqual(['531', '12', '3.3']);
  });
});
