import {describe, expect, it} from 'vitest';
import {baseURL} from './support/browser';
import {sharedBrowser} from './support/fixtures';
import {generatedQueries} from './relevance/generatedQueries';
import {keywordQueries} from './relevance/keywordQueries';
import {readerQuestions} from './relevance/readerQuestions';
import {listedPages, topThree, type ExpectedPages} from '../support/relevance';

const browser = sharedBrowser();

/** The share of queries that must find an expected page among the first three the modal lists. */
const TOP_THREE_GOAL = 0.95;

async function topThreeRate(name: string, queries: readonly ExpectedPages[]): Promise<number> {
  const listed = await listedPages(
    browser(),
    baseURL(),
    queries.map((entry) => entry.query),
  );
  const {rate, misses} = topThree(queries, listed);
  console.info(
    `relevance, ${name}: ${(rate * 100).toFixed(1)}% of ${queries.length} in the top 3`,
    misses,
  );
  return rate;
}

describe('search relevance', () => {
  it('finds the page of every documented name: classes, hooks, components, attributes, asset types, formats, REST summaries, devlog titles', async () => {
    const queries = generatedQueries();
    expect(queries.length).toBeGreaterThanOrEqual(120);
    expect(await topThreeRate('names from the site', queries)).toBeGreaterThanOrEqual(
      TOP_THREE_GOAL,
    );
  });

  it('answers reader questions with a page that answers them', async () => {
    expect(readerQuestions.length).toBeGreaterThanOrEqual(40);
    expect(await topThreeRate('reader questions', readerQuestions)).toBeGreaterThanOrEqual(
      TOP_THREE_GOAL,
    );
  });

  it('answers short keyword queries', async () => {
    expect(await topThreeRate('keyword queries', keywordQueries)).toBeGreaterThanOrEqual(
      TOP_THREE_GOAL,
    );
  });
});
