import {copyFileSync, existsSync, mkdirSync, readFileSync, statSync} from 'node:fs';
import path from 'node:path';
import {cardKey} from './cardKey';
import type {CardJob} from './cardJob';
import {designFingerprint} from './designFingerprint';
import {drawCards} from './drawCards';
import {pageCard, type SiteText} from './pageCard';
import {readHead} from './readHead';
import {routeHtmlFile} from '../../site/builtSite/routeHtmlFile';
import {withSocialTags} from './withSocialTags';
import {writeFileAtomically} from '../../site/files/writeFileAtomically';
import {removeFilesExcept} from '../../site/files/removeFilesExcept';

/** Where the cards are published, under the build and the site's base URL. */
export const CARDS_FOLDER = 'img/social';

/** The most a card may weigh: chat tools and social networks fetch it for every shared link. */
export const MAX_CARD_BYTES = 60_000;

/** What `writeSocialCards` did, for its report line. */
export type SocialCardsReport = {
  pages: number;
  cards: number;
  drawn: number;
  fromCache: number;
  largestBytes: number;
};

/**
 * Gives every page of a build its social card: reads each route's title,
 * section and description, points its head's Open Graph and Twitter tags at
 * `/img/social/<key>.png`, copies the cards the cache has and draws the
 * others into it (see `drawCards`), then copies those. Everything up to the
 * drawing is synchronous, so a caller that does not await before calling
 * it has its pages rewritten and its workers drawing before any other
 * plugin's post-build work starts reading pages.
 */
export async function writeSocialCards(options: {
  siteDir: string;
  outDir: string;
  cacheDir: string;
  siteUrl: string;
  baseUrl: string;
  routesPaths: readonly string[];
  site: SiteText;
  productName: string;
}): Promise<SocialCardsReport> {
  const fingerprint = designFingerprint(options.siteDir, options.productName);
  const cards = new Map<string, CardJob>();
  const pageOfCard = new Map<string, string>();
  for (const routePath of options.routesPaths) {
    const file = routeHtmlFile(options.outDir, options.baseUrl, routePath);
    const html = readFileSync(file, 'utf8');
    const head = readHead(html);
    const pathname = `/${routePath.slice(options.baseUrl.length)}`;
    const card = pageCard(head, pathname, options.site);
    const key = cardKey(card, fingerprint);
    cards.set(key, {key, card});
    pageOfCard.set(key, routePath);
    const imageUrl = new URL(`${options.baseUrl}${CARDS_FOLDER}/${key}.png`, options.siteUrl).href;
    const rewritten = withSocialTags(html, head, {
      imageUrl,
      title: head.title,
      description: card.description,
    });
    if (rewritten !== html) writeFileAtomically(file, rewritten);
  }

  const cardsDir = path.join(options.outDir, CARDS_FOLDER);
  mkdirSync(cardsDir, {recursive: true});
  mkdirSync(options.cacheDir, {recursive: true});
  const cached = (key: string) => path.join(options.cacheDir, `${key}.png`);
  const toDraw = [...cards.values()].filter((job) => !existsSync(cached(job.key)));
  const drawn = await drawCards(toDraw, {
    siteDir: options.siteDir,
    productName: options.productName,
    cacheDir: options.cacheDir,
  });

  let largestBytes = 0;
  const overBudget: string[] = [];
  for (const key of cards.keys()) {
    const bytes = statSync(cached(key)).size;
    largestBytes = Math.max(largestBytes, bytes);
    if (bytes > MAX_CARD_BYTES) overBudget.push(`${pageOfCard.get(key) ?? key}: ${bytes} bytes`);
    copyFileSync(cached(key), path.join(cardsDir, `${key}.png`));
  }
  // The cache holds this build's cards only: an edited title or description leaves no old card behind.
  removeFilesExcept(options.cacheDir, new Set([...cards.keys()].map((key) => `${key}.png`)));
  if (overBudget.length > 0) {
    throw new Error(
      `social-cards: these cards weigh more than ${MAX_CARD_BYTES} bytes; simplify the design (cardDesign.ts) rather than raising the budget:\n${overBudget.join('\n')}`,
    );
  }
  return {
    pages: options.routesPaths.length,
    cards: cards.size,
    drawn,
    fromCache: cards.size - toDraw.length,
    largestBytes,
  };
}
