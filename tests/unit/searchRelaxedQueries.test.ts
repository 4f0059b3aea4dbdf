import {describe, expect, it} from 'vitest';
import type {SlotMatch, SlotMatches} from '../../src/plugins/search/engine/matchSlots';
import {informativeness, relaxQuery, slotWeights} from '../../src/plugins/search/engine/relaxQuery';

/** A slot's matches, by page id. */
function slot(
  matches: Record<string, Partial<SlotMatch>>,
  extra: Partial<SlotMatches> = {},
): SlotMatches {
  return {
    byPage: new Map(
      Object.entries(matches).map(([id, match]) => [
        id,
        {kind: 'word', typos: 0, score: 1, locations: [], words: [id], ...match},
      ]),
    ),
    ...extra,
  };
}

describe('relaxed queries', () => {
  it('give each page the share of the query it holds, rarer slots counting more', () => {
    const slots = [
      slot({both: {score: 4, locations: [1]}, rare: {score: 3, locations: [7]}}),
      slot({both: {score: 5, locations: [2]}, common: {score: 8, locations: [9]}}),
    ];
    const rare = informativeness(2, 100);
    const common = informativeness(30, 100);
    const weights = [rare, common];
    const share = (weight: number) => (weight / (rare + common)).toFixed(2);
    const relaxed = relaxQuery(slots, weights);
    expect(
      relaxed.map((result) => [result.id, result.share.toFixed(2), result.score, result.words]),
    ).toEqual([
      ['both', '1.00', 9, [1, 2]],
      ['rare', share(rare), 3, [7]],
      ['common', share(common), 8, [9]],
    ]);
    expect(rare).toBeGreaterThan(common);
  });

  it('tell apart pages that matched different slots however long the query', () => {
    // Forty slots, as a pasted paragraph or a follow-up question with its first one makes.
    const slots = Array.from({length: 40}, (_, index) =>
      slot(index === 0 ? {a: {}} : index === 32 ? {b: {}} : index === 31 ? {c: {}} : {}),
    );
    const matched = new Map(
      relaxQuery(slots, Array<number>(40).fill(1)).map((page) => [page.id, page.matched]),
    );
    expect(new Set(matched.values()).size).toBe(3);
    expect(matched.get('b')).toBe('32');
  });

  it('count a slot that matched nowhere as the rarest, and one that asks for nothing not at all', () => {
    const slots = [slot({a: {}}), slot({}), slot({}, {ignored: true})];
    const weights = slotWeights(slots, 100);
    expect(weights[1]).toBe(informativeness(0, 100));
    expect(weights[1]).toBeGreaterThan(weights[0] ?? 0);
    expect(weights[2]).toBe(0);
    expect(slotWeights([slot({a: {}})], 100)).toEqual([1]);
  });

  it('sum what the matches cost: typos, prefixes, and which slots they were', () => {
    const [page] = relaxQuery(
      [
        slot({a: {kind: 'correction', typos: 2, words: ['controller']}}),
        slot({a: {kind: 'prefix', words: ['cam']}}),
      ],
      [1, 1],
    );
    expect(page).toMatchObject({typos: 2, prefixes: 1, matched: '0 1'});
    // Each typo halves what a corrected slot counts in the share.
    expect(page?.share).toBe((0.25 + 1) / 2);
    expect(page?.matchedWords).toEqual([['controller'], ['cam']]);
  });
});
