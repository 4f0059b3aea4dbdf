import {readFileSync, writeFileSync} from 'node:fs';
import path from 'node:path';
import {beforeAll, describe, expect, it} from 'vitest';
import {axeViolations} from './support/axe';
import {readerReport, reportOpener, shownText, tableRows, type Run} from './support/readerReport';
import {parseCsv} from '../support/parseCsv';
import {feedbackLine, searchLine} from '../support/readerLogLines';
import {scratchFolder} from '../support/scratchFolder';

/*
 * The reader report is a file for maintainers, not part of the site: these
 * tests build it from logs written here and open it from disk, so they need
 * neither the build nor nginx (the e2e project's global setup still starts
 * them).
 */

const openReport = reportOpener();
const SITE = 'https://docs.example.test';
/** A comment that would run script and load an image if it ever became markup. */
const HOSTILE =
  '<script>window.pwned = "script"</script><img src="x" onerror="window.pwned = \'img\'">';
const QUOTED = 'The sample, "compose", fails\nat step 2';

describe('npm run reader-report on logs with both kinds of line', () => {
  const dir = scratchFolder('reader-report-e2e-');
  const first = path.join(dir, 'first.log');
  const second = path.join(dir, 'second.log');
  const out = path.join(dir, 'report');
  let run: Run;

  beforeAll(async () => {
    writeFileSync(
      first,
      [
        searchLine('2026-11-20T09:00:00+00:00', 'no-results', 'kubernetes'),
        searchLine('2026-11-20T17:00:00+00:00', 'no-results', 'Kubernetes+'),
        searchLine('2026-11-21T10:00:00+00:00', 'not-opened', 'camera%20controller'),
        feedbackLine('2026-11-21T11:00:00+00:00', {
          page: '/core-concepts/assets',
          helpful: 'no',
          reason: 'unclear',
          comment: HOSTILE,
        }),
        'this line is not JSON',
        searchLine('2026-11-22T08:00:00+00:00', 'no-results', 'vulkan+encoder'),
      ].join('\n') + '\n',
    );
    writeFileSync(
      second,
      [
        feedbackLine('2026-11-20T12:00:00+00:00', {page: '/core-concepts/assets', helpful: 'yes'}),
        feedbackLine('2026-11-22T12:00:00+00:00', {
          page: '/core-concepts/assets',
          helpful: 'no',
          reason: 'code',
          comment: QUOTED,
        }),
        feedbackLine('2026-11-22T13:00:00+00:00', {
          page: '/tutorials/compose-a-scene',
          helpful: 'no',
        }),
        feedbackLine('2026-11-22T14:00:00+00:00', {
          page: '/tutorials/compose-a-scene',
          helpful: 'yes',
        }),
        feedbackLine('2026-11-22T15:00:00+00:00', {page: '/', helpful: 'yes'}),
        feedbackLine('2026-11-22T15:30:00+00:00', {page: '/a', helpful: 'maybe'}),
        searchLine('2026-11-22T16:00:00+00:00', 'no-results', 'kubernetes'),
      ].join('\n') + '\n',
    );
    run = await readerReport([first, second, '--out', out, '--site', SITE]);
  });

  it('exits 0 and says what it wrote', () => {
    expect(run.code).toBe(0);
    expect(run.stderr).toBe('');
    expect(run.stdout).toBe(
      `Wrote ${path.join(out, 'index.html')} and ${path.join(out, 'reader-report.csv')}: 11 events from 13 lines in 2 logs, 2 skipped.\n`,
    );
  });

  it('shows the period, the figures, the failed searches and the unhelpful pages', async () => {
    const {page, close} = await openReport(path.join(out, 'index.html'));
    try {
      expect(await shownText(page.getByRole('heading', {level: 1}))).toBe('Reader report');
      expect(await page.getByRole('heading', {level: 2}).allInnerTexts()).toEqual([
        'Summary',
        'Trends',
        'Searches that failed readers',
        'Pages readers marked unhelpful',
        'Logs read',
      ]);
      expect(await shownText(page.locator('header'))).toContain(
        'From 2026-11-20 09:00 UTC to 2026-11-22 16:00 UTC, charted per day.',
      );
      const figures = await page
        .locator('.figures > div')
        .evaluateAll((items) =>
          items.map((item) => (item as HTMLElement).innerText.replace(/\s+/g, ' ')),
        );
      expect(figures).toEqual([
        'Failed searches 5 4 found nothing, 1 not opened; 3 distinct queries',
        'Feedback answers 6 3 unhelpful, 3 helpful',
        'Pages marked unhelpful 2 of 3 pages with feedback',
        'Lines read 13 from 2 logs; 2 skipped',
      ]);
      expect(await tableRows(page, 'Failed searches by query')).toEqual([
        ['kubernetes', '3', '3', '0'],
        ['vulkan encoder', '1', '1', '0'],
        ['camera controller', '1', '0', '1'],
      ]);
      expect(await tableRows(page, 'Pages with unhelpful answers')).toEqual([
        ['/core-concepts/assets', '2', '1', '67%', 'code 1, unclear 1', '2 comments'],
        ['/tutorials/compose-a-scene', '1', '1', '50%', 'no reason given 1', 'None'],
      ]);
      const pageLink = page
        .getByRole('table', {name: 'Pages with unhelpful answers'})
        .getByRole('link', {name: '/core-concepts/assets'});
      expect(await pageLink.getAttribute('href')).toBe(`${SITE}/core-concepts/assets`);
      const comments = page.locator('#comments-1 + ol blockquote');
      expect(await comments.allInnerTexts()).toEqual([QUOTED, HOSTILE]);
      expect(await tableRows(page, 'Each log and what it gave')).toEqual([
        [first, 'Read', '6', '4', '1', '1', '1 not JSON'],
        [second, 'Read', '7', '1', '5', '1', '1 with malformed feedback'],
      ]);
    } finally {
      await close();
    }
  });

  it('charts failed searches and answers per day as labelled images with their numbers', async () => {
    const {page, close} = await openReport(path.join(out, 'index.html'));
    try {
      expect(await page.getByRole('img', {name: 'Failed searches per day'}).isVisible()).toBe(true);
      expect(await page.getByRole('img', {name: 'Feedback answers per day'}).isVisible()).toBe(
        true,
      );
      expect(await page.locator('#chart-searches-desc').textContent()).toBe(
        '3 days from 2026-11-20 to 2026-11-22: 4 found nothing, 1 results not opened. The busiest day was 2026-11-20, with 2.',
      );
      const axisTitles = await page.locator('.chart-axis-title').allTextContents();
      expect(axisTitles.map((title) => title.trim())).toEqual([
        'Day (UTC)',
        'Searches',
        'Day (UTC)',
        'Answers',
      ]);
      // The tables are folded under the charts; a folded table is hidden from everyone.
      await page.getByText('Failed searches per day: the numbers').click();
      await page.getByText('Feedback answers per day: the numbers').click();
      expect(await tableRows(page, 'Feedback answers per day')).toEqual([
        ['2026-11-20', '0', '1', '1'],
        ['2026-11-21', '1', '0', '1'],
        ['2026-11-22', '2', '2', '4'],
      ]);
      expect(await tableRows(page, 'Failed searches per day')).toEqual([
        ['2026-11-20', '2', '0', '2'],
        ['2026-11-21', '0', '1', '1'],
        ['2026-11-22', '2', '0', '2'],
      ]);
    } finally {
      await close();
    }
  });

  it('shows the hostile comment as text: nothing in it runs, loads or exists as markup', async () => {
    const {page, url, requests, consoleErrors, close} = await openReport(
      path.join(out, 'index.html'),
    );
    try {
      await page.waitForLoadState('load');
      expect(await page.getByText(HOSTILE).isVisible()).toBe(true);
      expect(await page.evaluate(() => (window as {pwned?: string}).pwned)).toBeUndefined();
      expect(await page.locator('script, img, iframe, object, embed').count()).toBe(0);
      // The page itself, and nothing else: no image, font, stylesheet or CDN.
      expect(requests).toEqual([url]);
      expect(consoleErrors).toEqual([]);
    } finally {
      await close();
    }
  });

  it.each([
    {colorScheme: 'light', screen: 'desktop', viewport: {width: 1280, height: 800}},
    {colorScheme: 'dark', screen: 'desktop', viewport: {width: 1280, height: 800}},
    {colorScheme: 'light', screen: 'phone', viewport: {width: 390, height: 844}},
  ] as const)(
    'passes axe (WCAG 2.2 AA) in $colorScheme mode on a $screen, and never scrolls sideways',
    async ({colorScheme, viewport}) => {
      const {page, close} = await openReport(path.join(out, 'index.html'), {colorScheme, viewport});
      try {
        // Open every table of numbers so that axe checks them too.
        for (const summary of await page.locator('summary').all()) await summary.click();
        expect(await axeViolations(page)).toEqual([]);
        // Wide tables scroll inside their own region rather than widening the page.
        expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBe(
          viewport.width,
        );
      } finally {
        await close();
      }
    },
  );

  it('writes a CSV with one row per event that parses back to the logs', () => {
    const rows = parseCsv(readFileSync(path.join(out, 'reader-report.csv'), 'utf8'));
    expect(rows[0]).toEqual([
      'time',
      'log',
      'event',
      'query',
      'page',
      'helpful',
      'reason',
      'comment',
    ]);
    expect(rows.slice(1)).toEqual([
      ['2026-11-20T09:00:00Z', first, 'no-results', 'kubernetes', '', '', '', ''],
      ['2026-11-20T12:00:00Z', second, 'feedback', '', '/core-concepts/assets', 'yes', '', ''],
      ['2026-11-20T17:00:00Z', first, 'no-results', 'kubernetes', '', '', '', ''],
      ['2026-11-21T10:00:00Z', first, 'not-opened', 'camera controller', '', '', '', ''],
      [
        '2026-11-21T11:00:00Z',
        first,
        'feedback',
        '',
        '/core-concepts/assets',
        'no',
        'unclear',
        HOSTILE,
      ],
      ['2026-11-22T08:00:00Z', first, 'no-results', 'vulkan encoder', '', '', '', ''],
      [
        '2026-11-22T12:00:00Z',
        second,
        'feedback',
        '',
        '/core-concepts/assets',
        'no',
        'code',
        QUOTED,
      ],
      ['2026-11-22T13:00:00Z', second, 'feedback', '', '/tutorials/compose-a-scene', 'no', '', ''],
      ['2026-11-22T14:00:00Z', second, 'feedback', '', '/tutorials/compose-a-scene', 'yes', '', ''],
      ['2026-11-22T15:00:00Z', second, 'feedback', '', '/', 'yes', '', ''],
      ['2026-11-22T16:00:00Z', second, 'no-results', 'kubernetes', '', '', '', ''],
    ]);
  });
});
