import {describe, expect, it} from 'vitest';
import {evaluateRetrieval} from '../support/retrievalEval';
import {PASSAGE_LIMITS} from '../../src/plugins/search/askAi/selectPassages';
import {PASSAGE_TOKEN_BUDGET} from '../../src/plugins/search/askAi/tokenBudget';
import {CODE_BLOCK_WORDS} from '../../src/plugins/search/shared/pageOutline';

/** The share of questions whose expected page must give a passage (issue 16's goal). */
const RECALL_GOAL = 0.95;

describe('Ask AI retrieval, measured without a model', () => {
  it('sends a passage of an expected page for the questions, within the limits, as prose under its heading', async () => {
    const figures = await evaluateRetrieval();
    console.info(
      `Ask AI retrieval: recall ${(figures.recall * 100).toFixed(1)}% of ${figures.questions}, ${figures.meanPassages.toFixed(1)} passages and ${Math.round(figures.meanTokens)} tokens on average`,
      figures.misses,
    );
    expect(figures.questions).toBeGreaterThanOrEqual(40);
    expect(figures.recall).toBeGreaterThanOrEqual(RECALL_GOAL);
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
