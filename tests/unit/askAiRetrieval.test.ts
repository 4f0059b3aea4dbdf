import {describe, expect, it} from 'vitest';
import {
  CODE_BLOCK_WORDS,
  packOutline,
  pageOutline,
  unpackOutline,
  type PageOutline,
} from '../../src/plugins/search/shared/pageOutline';
import {splitIntoParts} from '../../src/plugins/search/shared/resultParts';
import {pageSections, scoreSections} from '../../src/plugins/search/askAi/scoreSections';
import {PASSAGE_WORDS, passageWindow} from '../../src/plugins/search/askAi/passageWindow';
import {CODE_BLOCK_MARK, passageText} from '../../src/plugins/search/askAi/passageText';
import {PASSAGE_LIMITS, selectPassages} from '../../src/plugins/search/askAi/selectPassages';
import {fitTokenBudget, estimateTokens} from '../../src/plugins/search/askAi/tokenBudget';
import {querySlots} from '../../src/plugins/search/engine/querySlots';

/** `count` words named by their location (`w0`, `w1`…), with some replaced. */
function words(count: number, replaced: Record<number, string> = {}): string[] {
  return Array.from({length: count}, (_, location) => replaced[location] ?? `w${location}`);
}

/** Flags for `count` words, true from `first` to before `end` for each run. */
function flags(count: number, runs: [number, number][]): boolean[] {
  return Array.from({length: count}, (_, at) =>
    runs.some(([first, end]) => at >= first && at < end),
  );
}

describe('page outlines', () => {
  it('keep long code runs as blocks, across punctuation, and pack into the table losslessly', () => {
    const text = words(120, {40: '{', 41: '=>'});
    // 30 code words broken by a brace and an arrow the index cannot flag, then a short inline run.
    const code = flags(120, [
      [20, 40],
      [42, 50],
      [90, 92],
    ]);
    const outline = pageOutline(
      text,
      [
        [60, 'Second heading'],
        [0, 'Intro'],
      ],
      code,
    );
    expect(outline.codeBlocks).toEqual([[20, 50]]);
    expect(outline.headings).toEqual([
      [0, 1],
      [60, 2],
    ]);
    expect(unpackOutline({page: packOutline(outline)}, 'page')).toEqual(outline);
    expect(unpackOutline({}, 'missing')).toBeUndefined();
    // A run one word short of a block stays inline.
    expect(pageOutline(words(40), [], flags(40, [[0, CODE_BLOCK_WORDS - 1]])).codeBlocks).toEqual(
      [],
    );
  });
});

describe('Ask AI sections', () => {
  const outline: PageOutline = {
    words: 400,
    headings: [
      [50, 2],
      [150, 1],
      [300, 2],
    ],
    codeBlocks: [[160, 250]],
  };

  it('cut a page at its headings, with the text before the first one', () => {
    expect(pageSections(outline).map(({start, end}) => [start, end])).toEqual([
      [0, 50],
      [50, 150],
      [150, 300],
      [300, 400],
    ]);
  });

  it('score the section holding the whole question above one repeating a word, and heading over prose over code', () => {
    const [intro, both, codeOnly, headed] = scoreSections(
      outline,
      [
        [10, 12, 14, 16, 60, 170, 300],
        [70, 200, 302],
      ],
      [1, 1],
    );
    // Only the first term, four times.
    expect(both?.score).toBeGreaterThan(intro?.score ?? Infinity);
    // Both terms, but only in code.
    expect(both?.score).toBeGreaterThan(codeOnly?.score ?? Infinity);
    // Both terms in the heading.
    expect(headed?.score).toBeGreaterThan(both?.score ?? Infinity);
    expect(codeOnly?.proseMatches).toEqual([]);
  });
});

describe('Ask AI passages', () => {
  it('read a section from its start, or from just before its first match when it is long, skipping code', () => {
    const long: PageOutline = {words: 1000, headings: [[0, 1]], codeBlocks: [[10, 60]]};
    const [section] = pageSections(long);
    if (!section) throw new Error('one section expected');
    expect(passageWindow(long, section, [30, 100])).toEqual({
      start: 0,
      // The block's 50 words do not count.
      end: PASSAGE_WORDS + 50,
    });
    expect(passageWindow(long, section, [700])).toEqual({start: 680, end: 680 + PASSAGE_WORDS});
  });

  it('run a heading with one line under it on into the next section', () => {
    const short: PageOutline = {
      words: 500,
      headings: [
        [0, 1],
        [10, 1],
      ],
      codeBlocks: [],
    };
    const [first] = pageSections(short);
    if (!first) throw new Error('sections expected');
    expect(passageWindow(short, first, []).end).toBeGreaterThan(10);
  });

  it('leave the heading to the title, mark code blocks, and quote inline code with its punctuation', () => {
    const text = words(80, {
      0: 'Install',
      5: 'call',
      6: 'Livelink.start',
      7: '({',
      8: 'token',
      9: '})',
    });
    const code = flags(80, [
      [6, 7],
      [8, 9],
      [20, 50],
    ]);
    const outline = pageOutline(text, [[0, 'Install']], code);
    const parts = splitIntoParts(
      {url: '/p', title: 'P', section: ''},
      text,
      [[0, 'install', 'Install']],
      code,
    );
    const passage = passageText(parts, outline, {start: 0, end: 60}, 1);
    expect(passage.startsWith('w1 ')).toBe(true);
    expect(passage).toContain('call `Livelink.start ({ token })`');
    expect(passage).toContain(`w19 ${CODE_BLOCK_MARK} w50`);
    expect(passage).not.toContain('w30');
  });

  it('come from the pages in the order the search ranks them, one each, then second sections to fill', () => {
    const section = (start: number, score: number) => ({
      start,
      end: start + 10,
      headingWords: 1,
      score,
      proseMatches: [],
    });
    const page = (pageId: string, weight: number, ...scores: number[]) => ({
      pageId,
      weight,
      sections: scores.map((score, index) => section(index * 10, score)),
    });
    const chosen = selectPassages([
      page('first', 1, 0.5, 0.45),
      page('second', 0.8, 1),
      // Off the topic: a quarter of the best priority is 0.125.
      page('stray', 0.01, 1),
      page('third', 0.5, 0.6, 0.1),
    ]);
    expect(chosen.map(({pageId, section: {start}}) => `${pageId}@${start}`)).toEqual([
      'first@0',
      // A close second section fills a free place, next to the first.
      'first@10',
      'second@0',
      'third@0',
    ]);
    const many = Array.from({length: 9}, (_, index) => page(`p${index}`, 1, 1, 1));
    const full = selectPassages(many);
    expect(full).toHaveLength(PASSAGE_LIMITS.passages);
    expect(new Set(full.map(({pageId}) => pageId)).size).toBe(PASSAGE_LIMITS.passages);
  });

  it('fit a token budget, cutting a first passage too long on its own', () => {
    const passage = (text: string) => ({text});
    const kept = fitTokenBudget(
      [passage('a'.repeat(40)), passage('b'.repeat(80)), passage('c'.repeat(20))],
      20,
    );
    expect(kept.map(({text}) => text[0])).toEqual(['a', 'c']);
    const [cut] = fitTokenBudget([passage('word '.repeat(100))], 10);
    expect(estimateTokens(cut?.text ?? '')).toBeLessThanOrEqual(10);
    expect(cut?.text.endsWith('word')).toBe(true);
  });

  it('retrieve with each word of the question once', () => {
    expect(querySlots('Show two views side by side, side?', {}).map((slot) => slot.typed)).toEqual([
      'Show',
      'two',
      'views',
      'side',
    ]);
  });
});
