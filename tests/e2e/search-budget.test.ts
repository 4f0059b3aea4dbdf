import {buildDir} from './support/builtPage';
import {afterAll, beforeAll, describe, expect, it} from 'vitest';
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
const [firstQuery = '', ...laterQueries] = queries;

/**
 * How many later queries one test types. All of them in one test made its
 * time grow with the lists, to three quarters of the test deadline on a
 * slow machine; in batches, each test's time stays that of a few dozen
 * queries, however long the lists grow.
 */
const QUERIES_PER_BATCH = 30;
const batches = Array.from(
  {length: Math.ceil(laterQueries.length / QUERIES_PER_BATCH)},
  (_, index) => {
    const start = index * QUERIES_PER_BATCH;
    const batch = laterQueries.slice(start, start + QUERIES_PER_BATCH);
    return {batch, from: start + 1, to: start + batch.length};
  },
);

/*
 * One cold page for the whole file: the first query pays for the modal's
 * code and the index's entry files, and every later query is typed into the
 * same page, so it counts only what no earlier query fetched. The tests run
 * one after another, in the order written, each adding to `laterKB`.
 */
describe('search bytes', () => {
  let opened: Awaited<ReturnType<typeof openPage>> | undefined;
  let typed: Awaited<ReturnType<typeof coldSearchBox>> | undefined;
  const laterKB: number[] = [];
  const kilobytes = async (query: string) => {
    if (!typed) throw new Error('The search box was not opened.');
    return (await typed(query)).bytes / 1024;
  };

  beforeAll(async () => {
    opened = await openPage(browser());
    typed = await coldSearchBox(opened.page, buildDir);
  });
  afterAll(async () => {
    await opened?.close();
  });

  it('keep the first query on a cold page within budget', async () => {
    expect(queries.length).toBeGreaterThan(100);
    const firstKB = await kilobytes(firstQuery);
    console.info(`search bytes: first query ("${firstQuery}") ${firstKB.toFixed(1)} KB`);
    expect(firstKB).toBeLessThanOrEqual(SEARCH_BUDGET_KB.firstQuery);
  });

  it.each(batches)(
    'keep later queries $from to $to, each, within the largest allowed',
    async ({batch}) => {
      const overBudget: string[] = [];
      for (const query of batch) {
        const kb = await kilobytes(query);
        laterKB.push(kb);
        if (kb > SEARCH_BUDGET_KB.laterMax) overBudget.push(`"${query}" ${kb.toFixed(1)} KB`);
      }
      expect(overBudget).toEqual([]);
    },
  );

  it('keep the median of the later queries within budget', () => {
    // Every batch ran: a failed batch fails this test too, rather than judging part of the list.
    expect(laterKB).toHaveLength(laterQueries.length);
    const largest = Math.max(...laterKB);
    const laterMedian = median(laterKB);
    console.info(
      `search bytes: later median ${laterMedian.toFixed(1)} KB, largest ${largest.toFixed(1)} KB ("${laterQueries[laterKB.indexOf(largest)]}")`,
    );
    expect(laterMedian).toBeLessThanOrEqual(SEARCH_BUDGET_KB.laterMedian);
  });
});
