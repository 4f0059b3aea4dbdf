import {buildDir} from './support/builtPage';
import {describe, expect, it} from 'vitest';
import {openPage} from './support/browser';
import {sharedBrowser} from './support/fixtures';
import {keywordQueries} from '../../bench/relevance/keywordQueries';
import {readerQuestions} from '../../bench/relevance/readerQuestions';
import {MODAL_RESULTS} from '../../src/plugins/search/engine/resultLimits';
import {querySlots} from '../../src/plugins/search/engine/querySlots';
import {isLinkPrefetch, transferredBytes} from '../../bench/measures/searchFigures';
import {percentile} from '../../bench/measures/statistics';
import {SEARCH_BUDGET_KB} from '../../bench/budgets';
import {DOCS_SEARCH_CONTEXT, searchEngineScript} from '../../bench/measures/searchEngineScript';
import {pageSettled} from '../../bench/measures/pageSettled';

const browser = sharedBrowser();

/** Reader queries of up to four words once stop words are dropped: what a budget can promise. */
const queries = [...keywordQueries, ...readerQuestions]
  .map((entry) => entry.query)
  .filter((query) => querySlots(query, {}).length <= 4);

describe('search bytes', () => {
  it('keep within budget: the first query on a cold page, then each later query', async () => {
    expect(queries.length).toBeGreaterThan(100);
    // The engine is injected below as an inline script, which the site's policy blocks.
    const {page, close} = await openPage(browser(), {bypassCSP: true});
    try {
      const seen = new Set<string>();
      page.on('request', (request) => seen.add(new URL(request.url()).pathname));
      await page.goto('/core-concepts/scene-model', {waitUntil: 'networkidle'});
      await page.locator('html[data-has-hydrated="true"]').waitFor();
      const loaded = new Set(seen);
      let fetched: string[] = [];
      page.on('request', (request) => {
        const file = new URL(request.url()).pathname;
        if (request.method() !== 'HEAD' && !isLinkPrefetch(request) && !loaded.has(file)) {
          loaded.add(file);
          fetched.push(file);
        }
      });
      const kilobytes = () =>
        fetched.reduce((total, file) => total + transferredBytes(buildDir, file), 0) / 1024;

      const [first = '', ...later] = queries;
      await page.keyboard.press('Control+k');
      await page.getByRole('searchbox', {name: 'Search the docs'}).fill(first);
      await page.locator('[role="option"], [data-search-state]').first().waitFor();
      await pageSettled(page);
      const firstKB = kilobytes();

      await page.addScriptTag({content: await searchEngineScript()});
      const laterKB: number[] = [];
      for (const query of later) {
        fetched = [];
        await page.evaluate(
          `window.siteSearch.searchPagefind(${JSON.stringify(query)}, ${JSON.stringify(DOCS_SEARCH_CONTEXT)}, ${MODAL_RESULTS})`,
        );
        laterKB.push(kilobytes());
      }
      const largest = Math.max(...laterKB);
      console.info(
        `search bytes: first ${firstKB.toFixed(1)} KB; later median ${percentile(laterKB, 0.5).toFixed(1)} KB, largest ${largest.toFixed(1)} KB ("${later[laterKB.indexOf(largest)]}")`,
      );
      expect(firstKB).toBeLessThanOrEqual(SEARCH_BUDGET_KB.firstQuery);
      expect(percentile(laterKB, 0.5)).toBeLessThanOrEqual(SEARCH_BUDGET_KB.laterMedian);
      expect(largest).toBeLessThanOrEqual(SEARCH_BUDGET_KB.laterMax);
    } finally {
      await close();
    }
  });
});
