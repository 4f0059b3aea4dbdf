import {describe, expect, it} from 'vitest';
import {cardKey} from '../../src/plugins/social-cards/cardKey';
import {designFingerprint} from '../../src/plugins/social-cards/designFingerprint';
import type {SocialCard} from '../../src/plugins/social-cards/socialCard';

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

  it("gives the design's fingerprint as a hash that is the same from one run to the next", () => {
    const fingerprint = designFingerprint(process.cwd());
    expect(fingerprint).toMatch(/^[0-9a-f]{64}$/);
    expect(designFingerprint(process.cwd())).toBe(fingerprint);
  });
});
