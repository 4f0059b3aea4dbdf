import {execFile} from 'node:child_process';
import {existsSync, readFileSync} from 'node:fs';
import path from 'node:path';
import {promisify} from 'node:util';
import {describe, expect, it} from 'vitest';
import type {Page} from 'playwright-core';
import {openPage} from './support/browser';
import {responseTo} from './support/responses';
import {pageSettled} from '../../bench/measures/pageSettled';
import {resultsAnswering, searchInput} from './support/searchModal';
import {featureServer} from './support/featureServer';
import {oneAfterAnother} from './support/oneAfterAnother';
import {sharedBrowser} from './support/fixtures';
import {readLog} from '../../src/deploy/readerReport/readLog';
import {summariseSearches} from '../../src/deploy/readerReport/summariseSearches';
import {SEARCH_REPORT_PATH} from '../../src/deploy/serverSettings';
import {parseCsv} from '../support/parseCsv';
import {scratchFolder} from '../support/scratchFolder';
import {openHydrated} from '../../bench/measures/hydrated';

const browser = sharedBrowser();
const server = featureServer(() => ({SEARCH_REPORT: 'on'}));
const NOTHING_MATCHES = 'kubernetes';

/** Searches `query` in the modal and waits until the result list answers it, with results or none. */
async function search(page: Page, query: string): Promise<void> {
  await page.keyboard.press('Control+k');
  await searchInput(page).fill(query);
  await resultsAnswering(page, query);
}

/**
 * Closes the modal with Escape and waits for the server's answer to the
 * report that sends, so that reading the log waits only for nginx's write,
 * not for the browser to send.
 */
async function closeAndReport(page: Page): Promise<void> {
  const answer = await responseTo(page, SEARCH_REPORT_PATH, () => page.keyboard.press('Escape'));
  expect(answer.status()).toBe(204);
}

/** Opens the architecture page, hydrated, in a context of its own: on `baseURL`, or the site with features off. */
async function openArchitecturePage(baseURL?: string) {
  const opened = await openPage(browser(), baseURL ? {baseURL} : {});
  await openHydrated(opened.page, '/core-concepts/architecture');
  return opened;
}

function reportLog(): string {
  const file = server().searchReportLog;
  return existsSync(file) ? readFileSync(file, 'utf8') : '';
}

describe('no-result search reports', () => {
  it('are off by default: the site sends nothing', async () => {
    const {page, close} = await openArchitecturePage();
    const reports: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes(SEARCH_REPORT_PATH)) reports.push(request.url());
    });
    try {
      await search(page, NOTHING_MATCHES);
      await page.keyboard.press('Escape');
      await search(page, 'camera controller');
      await page.keyboard.press('Escape');
      await pageSettled(page);
      expect(reports).toEqual([]);
      const settings = await page.evaluate(() =>
        fetch('/search-settings.json').then((response) => response.json()),
      );
      expect(settings).toMatchObject({searchReport: null});
    } finally {
      await close();
    }
  });

  it('when on, log queries that found nothing or whose results were not opened, without addresses', async () => {
    const {page, problems, close} = await openArchitecturePage(server().url);
    try {
      await search(page, NOTHING_MATCHES);
      await closeAndReport(page);
      await expect.poll(reportLog).toContain(NOTHING_MATCHES);
      await search(page, 'camera controller');
      await closeAndReport(page);
      await expect.poll(() => reportLog().split('\n').filter(Boolean).length).toBe(2);
      // A search whose result is opened did not fail its reader.
      const reportsAfterOpening: string[] = [];
      page.on('request', (request) => {
        if (request.url().includes(SEARCH_REPORT_PATH)) reportsAfterOpening.push(request.url());
      });
      await search(page, 'rendering sessions');
      await page.keyboard.press('Enter');
      await page.waitForURL((url) => url.pathname !== '/core-concepts/architecture');
      await pageSettled(page);
      expect(reportsAfterOpening).toEqual([]);
      expect(reportLog().split('\n').filter(Boolean).length).toBe(2);

      const log = reportLog();
      expect(log).not.toContain('127.0.0.1');
      const {events} = await readLog(server().searchReportLog);
      expect(summariseSearches(events)).toEqual([
        {query: NOTHING_MATCHES, total: 1, 'no-results': 1, 'not-opened': 0},
        {query: 'camera controller', total: 1, 'no-results': 0, 'not-opened': 1},
      ]);
      expect(problems.cspViolations).toEqual([]);
      expect(problems.consoleErrors).toEqual([]);
    } finally {
      await close();
    }
  });

  it('report nothing for a query left before it was answered, and name the query that found nothing', async () => {
    const {page, close} = await openArchitecturePage(server().url);
    const reports: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes(SEARCH_REPORT_PATH)) reports.push(request.url());
    });
    try {
      await search(page, NOTHING_MATCHES);
      const field = await searchInput(page).elementHandle();
      // In one task, so that the search's pause cannot end in between: more words, what the
      // modal then says, and Escape. The longer query is never answered.
      const shown = await page.evaluate(
        ({input, query}) => {
          const field = input as HTMLInputElement;
          Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')?.set?.call(
            field,
            query,
          );
          field.dispatchEvent(new Event('input', {bubbles: true}));
          const said = document.querySelector('[data-search-state="empty"]')?.textContent ?? '';
          field.dispatchEvent(new KeyboardEvent('keydown', {key: 'Escape', bubbles: true}));
          return said;
        },
        {input: field, query: `${NOTHING_MATCHES} clusters`},
      );
      await searchInput(page).waitFor({state: 'detached'});
      await pageSettled(page);
      expect(reports).toEqual([]);
      // The results on screen were the last query's, and said so.
      expect(shown).toContain(`No results found for "${NOTHING_MATCHES}"`);
    } finally {
      await close();
    }
  });

  it('are summed up by npm run reader-report', async () => {
    const out = scratchFolder('reader-report-nginx-');
    const {stdout} = await promisify(execFile)(
      'npm',
      ['run', '--silent', 'reader-report', '--', server().searchReportLog, '--out', out],
      {cwd: path.resolve(import.meta.dirname, '../..')},
    );
    expect(stdout).toMatch(/^Wrote .*index\.html and .*reader-report\.csv: 2 events from 2 lines/);
    const csv = parseCsv(readFileSync(path.join(out, 'reader-report.csv'), 'utf8'));
    expect(csv.slice(1).map((row) => row.slice(2, 4))).toEqual([
      ['no-results', NOTHING_MATCHES],
      ['not-opened', 'camera controller'],
    ]);
    const html = readFileSync(path.join(out, 'index.html'), 'utf8');
    expect(html).toMatch(new RegExp(`<td class="text">${NOTHING_MATCHES}</td>`));
    expect(html).not.toContain('Notices');
  });

  // Last: it spends this client's budget, and adds its own lines to the log.
  it('log only the reports taken: not a flood beyond the rate limit, nor another method', async () => {
    const report = (query: string) => `${SEARCH_REPORT_PATH}?kind=no-results&q=${query}`;
    const answers = await oneAfterAnother(server().url, [
      ...Array.from({length: 30}, () => ({method: 'POST', path: report('flood-probe')})),
      {method: 'GET', path: report('get-probe')},
    ]);
    const statuses = answers.map((answer) => answer.status);
    expect(statuses).toContain(429);
    // The GET is refused with 405, which names the one method taken.
    expect(answers.at(-1)?.status).toBe(405);
    expect(answers.at(-1)?.headers.allow).toBe('POST');
    const queries = reportLog()
      .split('\n')
      .filter(Boolean)
      .map((line) => (JSON.parse(line) as {query: string}).query);
    const taken = statuses.filter((status) => status === 204).length;
    expect(queries.filter((query) => query === 'flood-probe').length).toBe(taken);
    expect(queries).not.toContain('get-probe');
  });
});
