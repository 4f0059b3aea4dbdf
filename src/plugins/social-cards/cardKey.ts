import {createHash} from 'node:crypto';
import type {SocialCard} from './socialCard';

/**
 * The name of a card's PNG, in the build and in the cache: a hash of what
 * it shows and of the design it is drawn with (see `designFingerprint`).
 * Pages that would show the same card share it; an unchanged page finds
 * its card in the cache.
 */
export function cardKey(card: SocialCard, fingerprint: string): string {
  return createHash('sha256')
    .update(JSON.stringify([fingerprint, card.section, card.title, card.description]))
    .digest('hex')
    .slice(0, 20);
}
