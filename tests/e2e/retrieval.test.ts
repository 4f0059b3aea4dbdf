import {describe, expect, it} from 'vitest';
import {evaluateRetrieval} from '../../bench/measures/retrievalEval';
import {PASSAGE_LIMITS} from '../../src/plugins/search/askAi/selectPassages';
import {PASSAGE_TOKEN_BUDGET} from '../../src/plugins/search/askAi/tokenBudget';
import {CODE_BLOCK_WORDS} from '../../src/plugins/search/shared/pageOutline';
import {buildDir} from './support/builtPage';

describe('Ask AI retrieval, measured without a model', () => {
  // Recall (the share of questions whose expected page gives a passage) is a measure, reported
  // here and by `npm run bench` against its goal; it is not a gate, so that nobody tunes to it.
  it('sends passages within the limits, as prose under their heading, for every question', async () => {
    const figures = await evaluateRetrieval(buildDir);
    console.info(
      `Ask AI retrieval: recall ${(figures.recall * 100).toFixed(1)}% of ${figures.questions}, ${figures.meanPassages.toFixed(1)} passages and ${Math.round(figures.meanTokens)} tokens on average`,
      figures.misses,
    );
    expect(figures.questions).toBeGreaterThanOrEqual(40);
    expect(figures.results.every(({passages}) => passages.length > 0)).toBe(true);
    expect(figures.maxPassages).toBeLessThanOrEqual(PASSAGE_LIMITS.passages);
    expect(figures.maxTokens).toBeLessThanOrEqual(PASSAGE_TOKEN_BUDGET);
    for (const {question, passages} of figures.results) {
      const pages = passages.map((passage) => passage.url.replace(/#.*$/, ''));
      for (const page of new Set(pages)) {
        expect(
          pages.filter((url) => url === page).length,
          `${question}: passages of ${page}`,
        ).toBeLessThanOrEqual(PASSAGE_LIMITS.perPage);
      }
      for (const passage of passages) {
        expect(passage.title, question).not.toBe('');
        expect(passage.url, question).toMatch(/^\/[^\s]*$/);
        expect(passage.text.split(' ').length, `${question}: ${passage.url}`).toBeGreaterThan(5);
        // Code blocks are left out; what is quoted is inline code or a signature.
        const quoted = passage.text.match(/`[^`]*`/g) ?? [];
        for (const code of quoted) {
          expect(code.split(' ').length, `${passage.url}: ${code}`).toBeLessThan(CODE_BLOCK_WORDS);
        }
      }
    }
  });
});
