import {describe, expect, it} from 'vitest';
import {baseURL} from './support/browser';
import {sharedBrowser} from './support/fixtures';
import {listedPages, topThree} from '../../bench/relevance/relevanceFigures';
import {relevanceSuite} from '../../bench/relevance/relevanceSuite';
import {RELEVANCE_GOALS} from '../../bench/budgets';

const browser = sharedBrowser();

/** The floors of the earlier lists, so that one list cannot carry another. */
const LIST_FLOORS = RELEVANCE_GOALS.earlierListFloors;

describe('search relevance', () => {
  it('finds the expected page among the first three for the suite: documented names, reader questions, keywords', async () => {
    const lists = relevanceSuite().earlier;
    expect(lists.names.length).toBeGreaterThanOrEqual(120);
    expect(lists.readers.length).toBeGreaterThanOrEqual(40);
    const all = Object.values(lists).flat();
    const listed = await listedPages(
      browser(),
      baseURL(),
      all.map((entry) => entry.query),
    );
    let offset = 0;
    const rates = Object.fromEntries(
      Object.entries(lists).map(([name, queries]) => {
        const {rate, misses} = topThree(queries, listed.slice(offset, offset + queries.length));
        offset += queries.length;
        console.info(
          `relevance, ${name}: ${(rate * 100).toFixed(1)}% of ${queries.length}`,
          misses,
        );
        return [name, rate];
      }),
    ) as Record<keyof typeof LIST_FLOORS, number>;
    const suite = topThree(all, listed).rate;
    console.info(`relevance, whole suite: ${(suite * 100).toFixed(1)}% of ${all.length}`);
    expect(suite).toBeGreaterThanOrEqual(RELEVANCE_GOALS.earlierSuite);
    for (const [name, floor] of Object.entries(LIST_FLOORS)) {
      expect(rates[name as keyof typeof LIST_FLOORS], name).toBeGreaterThanOrEqual(floor);
    }
  });
});
