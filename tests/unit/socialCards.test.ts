import {CARDS_REPORT_LINE, cardsReportLine} from '../../src/plugins/social-cards/cardsReportLine';
import {existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync} from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {inflateSync} from 'node:zlib';
import {load} from 'cheerio';
import {afterEach, describe, expect, it} from 'vitest';
import {cardDrawer} from '../../src/plugins/social-cards/cardDrawer';
import {CARD_SIZE} from '../../src/plugins/social-cards/cardDesign';
import {cardKey} from '../../src/plugins/social-cards/cardKey';
import {designFingerprint} from '../../src/plugins/social-cards/designFingerprint';
import {pageCard, type SiteText} from '../../src/plugins/social-cards/pageCard';
import {palettePng} from '../../src/plugins/social-cards/palettePng';
import {pngDimensions} from '../../src/plugins/social-cards/pngDimensions';
import {readHead} from '../../src/plugins/social-cards/readHead';
import {routeHtmlFile} from '../../src/plugins/social-cards/routeHtmlFile';
import type {SocialCard} from '../../src/plugins/social-cards/socialCard';
import {withSocialTags} from '../../src/plugins/social-cards/withSocialTags';
import {
  CARDS_FOLDER,
  MAX_CARD_BYTES,
  writeSocialCards,
} from '../../src/plugins/social-cards/writeSocialCards';

const SITE: SiteText = {
  title: '3dverse Documentation',
  titleDelimiter: '|',
  tagline: 'Build, embed and stream real-time 3D applications with 3dverse',
};
const IMAGE_URL = 'https://docs.3dverse.com/img/social/0123456789abcdef0123.png';

/** A page's head as Docusaurus and its minifier write it: unquoted attributes where they can be, entities, the SVG image. */
const DOCUSAURUS_HEAD =
  '<head><meta charset=UTF-8><meta name=generator content="Docusaurus v3.10.2">' +
  '<title data-rh=true>Lights &amp; shadows | 3dverse Documentation</title>' +
  '<meta data-rh=true name=viewport content="width=device-width, initial-scale=1.0"/>' +
  '<meta data-rh=true name=twitter:card content=summary_large_image />' +
  '<meta data-rh=true property=og:image content=https://docs.3dverse.com/img/social-card.svg />' +
  '<meta data-rh=true name=twitter:image content=https://docs.3dverse.com/img/social-card.svg />' +
  '<meta data-rh=true property=og:url content=https://docs.3dverse.com/engine/ecs/lights />' +
  '<meta data-rh=true property=og:title content="Lights &amp; shadows | 3dverse Documentation"/>' +
  '<meta data-rh=true name=description content="Point, spot &amp; directional lights; &quot;shadows&quot; > none."/>' +
  '<meta data-rh=true property=og:description content="Point, spot &amp; directional lights; &quot;shadows&quot; > none."/>' +
  '<script>document.documentElement.setAttribute("data-theme","dark")</script>' +
  '<link rel=stylesheet href=/assets/css/styles.f10b4adf.css /></head>';
const BODY =
  '<body class=navigation-with-keyboard><main><article><h1>Lights &amp; shadows</h1><p>Text</p></article></main></body></html>';
const PAGE = `<!doctype html><html lang=en dir=ltr class="docs-wrapper docs-doc-page">${DOCUSAURUS_HEAD}${BODY}`;

/** The `content` of every meta tag of a page with this `property` or `name`. */
function metaContents(html: string, key: string): string[] {
  const $ = load(html);
  return $(`meta[property="${key}"], meta[name="${key}"]`)
    .toArray()
    .map((element) => element.attribs.content ?? '');
}

describe('reading a page for its card', () => {
  it('reads the title without the site name, the section from the path and the description', () => {
    const head = readHead(PAGE);
    expect(head.title).toBe('Lights & shadows | 3dverse Documentation');
    expect(pageCard(head, '/engine/ecs/lights', SITE)).toEqual({
      title: 'Lights & shadows',
      section: 'Guide',
      description: 'Point, spot & directional lights; "shadows" > none.',
    });
    expect(pageCard(head, '/references/api/get-user', SITE).section).toBe('REST API');
    expect(pageCard(head, '/references/livelink.js/classes/Livelink', SITE).section).toBe(
      'livelink.js',
    );
    expect(pageCard(head, '/devlog/2025/07/08/how-the-render-graph-works', SITE).section).toBe(
      'Devlog',
    );
  });

  it('finds where each meta tag is, so it can be cut out exactly', () => {
    const head = readHead(PAGE);
    const image = head.metas.find((meta) => meta.key === 'og:image');
    expect(image && PAGE.slice(image.start, image.end)).toBe(
      '<meta data-rh=true property=og:image content=https://docs.3dverse.com/img/social-card.svg />',
    );
    expect(PAGE.slice(head.closeTagAt).startsWith('</head>')).toBe(true);
  });

  it('shows code in a description without the backticks it kept from Markdown', () => {
    const head = readHead(
      '<html><head><title>Create an asset | 3dverse Documentation</title><meta name=description content="Give `asset_type` and `name`."></head></html>',
    );
    expect(pageCard(head, '/references/api/create-asset', SITE).description).toBe(
      'Give asset_type and name.',
    );
  });

  it("falls back on the site's tagline without a description, and keeps a title that is the site's name", () => {
    const head = readHead(
      '<html><head><title>3dverse Documentation</title><meta name=description content="  "></head></html>',
    );
    expect(pageCard(head, '/', SITE)).toEqual({
      title: '3dverse Documentation',
      section: 'Guide',
      description: SITE.tagline,
    });
  });
});

describe('cardKey', () => {
  const card: SocialCard = {title: 'Lights', section: 'Guide', description: 'Point lights.'};

  it('is a short hex name that changes with anything the card shows or is drawn with', () => {
    const key = cardKey(card, 'design-a');
    expect(key).toMatch(/^[0-9a-f]{20}$/);
    expect(cardKey({...card}, 'design-a')).toBe(key);
    const changed = [
      cardKey({...card, title: 'Light'}, 'design-a'),
      cardKey({...card, section: 'Tutorials'}, 'design-a'),
      cardKey({...card, description: 'Spot lights.'}, 'design-a'),
      cardKey(card, 'design-b'),
    ];
    expect(new Set([key, ...changed]).size).toBe(5);
  });

  it('does not mistake one field for another', () => {
    expect(cardKey({title: 'a b', section: 'c', description: ''}, 'x')).not.toBe(
      cardKey({title: 'a', section: 'b c', description: ''}, 'x'),
    );
  });

  it("hashes the design's fingerprint from the logo, the fonts and the renderers' versions", () => {
    const fingerprint = designFingerprint(process.cwd());
    expect(fingerprint).toMatch(/^[0-9a-f]{64}$/);
    expect(designFingerprint(process.cwd())).toBe(fingerprint);
  });
});

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
    expect(page).toContain('content="A &quot;quoted&quot; &amp; &lt;odd> title"');
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

describe('routeHtmlFile', () => {
  let outDir = '';
  afterEach(() => rmSync(outDir, {recursive: true, force: true}));

  it('finds the file Docusaurus wrote for a route, and names what it expected when there is none', () => {
    outDir = mkdtempSync(path.join(os.tmpdir(), 'social-routes-'));
    for (const file of ['index.html', '404.html', 'engine/lights/index.html', 'flat.html']) {
      mkdirSync(path.dirname(path.join(outDir, file)), {recursive: true});
      writeFileSync(path.join(outDir, file), '');
    }
    expect(routeHtmlFile(outDir, '/', '/')).toBe(path.join(outDir, 'index.html'));
    expect(routeHtmlFile(outDir, '/', '/404.html')).toBe(path.join(outDir, '404.html'));
    expect(routeHtmlFile(outDir, '/', '/engine/lights')).toBe(
      path.join(outDir, 'engine/lights/index.html'),
    );
    expect(routeHtmlFile(outDir, '/', '/flat')).toBe(path.join(outDir, 'flat.html'));
    expect(() => routeHtmlFile(outDir, '/', '/missing')).toThrow(/missing\/index\.html/);
  });
});

describe('palettePng', () => {
  it('writes every colour exactly, one byte a pixel', () => {
    const width = 3;
    const height = 2;
    const colours = [0x12111c, 0xf5f4ff, 0x12111c, 0x8f84f0, 0x8f84f0, 0x12111c];
    const rgba = new Uint8Array(colours.flatMap((c) => [c >> 16, (c >> 8) & 0xff, c & 0xff, 255]));
    const png = palettePng(rgba, width, height);
    if (!png) throw new Error('expected an indexed PNG');
    expect(pngDimensions(png)).toEqual({width, height});
    expect(png[25]).toBe(3);
    const plteAt = png.indexOf('PLTE');
    const palette = png.subarray(plteAt + 4, plteAt + 4 + png.readUInt32BE(plteAt - 4));
    const idatAt = png.indexOf('IDAT');
    const rows = inflateSync(png.subarray(idatAt + 4, idatAt + 4 + png.readUInt32BE(idatAt - 4)));
    const decoded: number[] = [];
    for (let y = 0; y < height; y += 1) {
      expect(rows[y * (width + 1)]).toBe(0);
      for (let x = 0; x < width; x += 1) {
        const index = rows[y * (width + 1) + 1 + x] ?? 0;
        decoded.push(palette.readUIntBE(index * 3, 3));
      }
    }
    expect(decoded).toEqual(colours);
  });

  it('gives up on transparency and on more than 256 colours', () => {
    expect(palettePng(new Uint8Array([1, 2, 3, 128]), 1, 1)).toBeUndefined();
    const many = new Uint8Array(300 * 4);
    for (let pixel = 0; pixel < 300; pixel += 1)
      many.set([pixel & 0xff, pixel >> 8, 0, 255], pixel * 4);
    expect(palettePng(many, 300, 1)).toBeUndefined();
  });

  it('refuses bytes that are not a PNG', () => {
    expect(() => pngDimensions(new Uint8Array(30))).toThrow(/signature/);
  });
});

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

  it(
    'draws a 1200×630 PNG within the budget, even for the longest title and description',
    {timeout: 30_000},
    async () => {
      const draw = await cardDrawer(process.cwd(), '3dverse');
      const png = await draw(longCard);
      expect(pngDimensions(png)).toEqual(CARD_SIZE);
      expect(png.length).toBeLessThanOrEqual(MAX_CARD_BYTES);
    },
  );

  let siteOut = '';
  afterEach(() => rmSync(siteOut, {recursive: true, force: true}));

  it(
    'gives a small build its cards on a worker, then from the cache',
    {timeout: 60_000},
    async () => {
      siteOut = mkdtempSync(path.join(os.tmpdir(), 'social-build-'));
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
