import {existsSync, readFileSync, writeFileSync} from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {describe, expect, it} from 'vitest';
import {axeViolations} from './support/axe';
import {readerReport, reportOpener, shownText, tableRows} from './support/readerReport';
import {parseCsv} from '../support/parseCsv';
import {scratchFolder} from '../support/scratchFolder';

/*
 * The reader report built from logs it cannot use, or from none: built from
 * files written here and opened from disk, without the build or nginx.
 */

const openReport = reportOpener();

describe('npm run reader-report on logs it cannot use', () => {
  it('reports an empty log with a notice, and exits 0: it was read', async () => {
    const dir = scratchFolder('reader-report-empty-');
    const empty = path.join(dir, 'empty.log');
    writeFileSync(empty, '');
    const out = path.join(dir, 'report');
    const run = await readerReport([empty, '--out', out]);
    expect(run.code).toBe(0);
    expect(run.stderr).toBe(`reader-report: ${empty} is empty: nothing has been logged in it.\n`);

    const {page, close} = await openReport(path.join(out, 'index.html'));
    try {
      const notices = page.getByRole('region', {name: 'Notices'});
      expect(await shownText(notices)).toBe(
        `Notices ${empty} is empty: nothing has been logged in it.`,
      );
      expect(await page.getByText('No failed search in these logs.').isVisible()).toBe(true);
      expect(
        await page.getByText('No search report or feedback answer to chart.').isVisible(),
      ).toBe(true);
      expect(await axeViolations(page)).toEqual([]);
    } finally {
      await close();
    }
    expect(parseCsv(readFileSync(path.join(out, 'reader-report.csv'), 'utf8'))).toEqual([
      ['time', 'log', 'event', 'query', 'page', 'helpful', 'reason', 'comment'],
    ]);
  });

  it('still writes the report for a missing log, says why, and exits 1 with one line', async () => {
    const dir = scratchFolder('reader-report-missing-');
    const missing = path.join(dir, 'missing.log');
    const out = path.join(dir, 'report');
    const run = await readerReport([missing, '--out', out]);
    expect(run.code).toBe(1);
    expect(run.stdout).toBe('');
    expect(run.stderr).toBe(
      `reader-report: no log could be read (${missing} was not found); ${path.join(out, 'index.html')} says so.\n`,
    );
    expect(existsSync(path.join(out, 'reader-report.csv'))).toBe(true);

    const {page, close} = await openReport(path.join(out, 'index.html'));
    try {
      const notices = page.getByRole('region', {name: 'Notices'});
      expect(await shownText(notices)).toBe(
        `Notices No log could be read, so this report has nothing to show. ${missing} was not found.`,
      );
      expect(await tableRows(page, 'Each log and what it gave')).toEqual([
        [missing, 'Not found', '0', '0', '0', '0', '—'],
      ]);
    } finally {
      await close();
    }
  });

  it('refuses to run without a log', async () => {
    const run = await readerReport(['--out', os.tmpdir()]);
    expect(run.code).toBe(1);
    expect(run.stderr).toMatch(
      /^reader-report: no log given\.\nUsage: npm run reader-report -- LOG… /,
    );
  });
});
