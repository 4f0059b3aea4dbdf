import {buildDir} from './support/builtPage';
import {describe, expect, it} from 'vitest';
import {openPage} from './support/browser';
import {sharedBrowser} from './support/fixtures';
import {keywordQueries} from '../../bench/relevance/keywordQueries';
import {readerQuestions} from '../../bench/relevance/readerQuestions';
import {querySlots} from '../../src/plugins/search/engine/querySlots';
import {coldSearchBox} from '../../bench/measures/searchFigures';
import {median} from '../../bench/measures/statistics';
import {SEARCH_BUDGET_KB} from '../../bench/budgets';

const browser = sharedBrowser();

/** Reader queries of up to four words once stop words are dropped: what a budget can promise. */
const queries = [...keywordQueries, ...readerQuestions]
  .map((entry) => entry.query)
  .filter((query) => querySlots(query, {}).length <= 4);

describe('search bytes', () => {
  it('keep within budget: the first query on a cold page, then each later query', async () => {
    expect(queries.length).toBeGreaterThan(100);
    const {page, close} = await openPage(browser());
    try {
      const typed = await coldSearchBox(page, buildDir);
      const kilobytes = async (query: string) => (await typed(query)).bytes / 1024;
      const [first = '', ...later] = queries;
      const firstKB = await kilobytes(first);
      const laterKB: number[] = [];
      for (const query of later) laterKB.push(await kilobytes(query));
      const largest = Math.max(...laterKB);
      const laterMedian = median(laterKB);
      console.info(
        `search bytes: first ${firstKB.toFixed(1)} KB; later median ${laterMedian.toFixed(1)} KB, largest ${largest.toFixed(1)} KB ("${later[laterKB.indexOf(largest)]}")`,
      );
      expect(firstKB).toBeLessThanOrEqual(SEARCH_BUDGET_KB.firstQuery);
      expect(laterMedian).toBeLessThanOrEqual(SEARCH_BUDGET_KB.laterMedian);
      expect(largest).toBeLessThanOrEqual(SEARCH_BUDGET_KB.laterMax);
    } finally {
      await close();
    }
  });
});
