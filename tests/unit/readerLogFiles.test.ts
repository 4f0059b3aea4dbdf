import {mkdirSync, writeFileSync} from 'node:fs';
import path from 'node:path';
import {gzipSync} from 'node:zlib';
import {describe, expect, it} from 'vitest';
import {buildReaderReport} from '../../src/deploy/readerReport/buildReaderReport';
import {readLog} from '../../src/deploy/readerReport/readLog';
import {SITE, tempDir} from './support/readerLog';
import {feedbackLine, searchLine} from '../support/readerLogLines';

describe('logs that cannot be used', () => {
  it('says which log is empty, missing, a directory or unreadable, and still makes a page', async () => {
    const dir = tempDir();
    const empty = path.join(dir, 'empty.log');
    const garbage = path.join(dir, 'garbage.log');
    const folder = path.join(dir, 'folder');
    const missing = path.join(dir, 'missing.log');
    writeFileSync(empty, '\n\n');
    writeFileSync(garbage, 'GET / 200\n{"time":"2026-11-25T10:00:00Z"}\n');
    mkdirSync(folder);

    const report = await buildReaderReport([empty, garbage, folder, missing, missing], {
      siteUrl: SITE,
    });
    expect(report.readings.map((reading) => reading.status)).toEqual([
      'empty',
      'no-events',
      'directory',
      'missing',
    ]);
    // An empty log is a log that was read: nothing happened yet.
    expect(report.anyRead).toBe(true);
    expect(report.html).toContain('<h2 id="notices-title">Notices</h2>');
    expect(report.html).toContain(`<code>${empty}</code> is empty: nothing has been logged in it.`);
    expect(report.html).toContain(
      `<code>${garbage}</code> has 2 lines but none is a search report or page feedback (1 not JSON, 1 neither a search report nor page feedback).`,
    );
    expect(report.html).toContain(`<code>${folder}</code> is a directory, not a log file.`);
    expect(report.html).toContain(`<code>${missing}</code> was not found.`);
    expect(report.html).toContain('No failed search in these logs.');
    expect(report.html).toContain('No page feedback in these logs.');
    expect(report.html).not.toContain('No log could be read');

    const none = await buildReaderReport([garbage, missing], {siteUrl: SITE});
    expect(none.anyRead).toBe(false);
    expect(none.html).toContain('No log could be read, so this report has nothing to show.');
  });

  it('reads rotated logs compressed with gzip, and calls a broken one unreadable', async () => {
    const dir = tempDir();
    const rotated = path.join(dir, 'search-report.log.1.gz');
    const broken = path.join(dir, 'broken.log.gz');
    writeFileSync(rotated, gzipSync(`${searchLine('2026-11-25T10:00:00Z', 'no-results', 'x')}\n`));
    writeFileSync(broken, 'not gzip at all');
    expect(await readLog(rotated)).toMatchObject({status: 'read', lines: 1});
    expect(await readLog(broken)).toMatchObject({status: 'unreadable', lines: 0});
    expect((await readLog(broken)).error).toMatch(/header/i);
  });

  it('counts skipped lines per reason beside the events of a log', async () => {
    const dir = tempDir();
    const log = path.join(dir, 'mixed.log');
    writeFileSync(
      log,
      [
        searchLine('2026-11-25T10:00:00Z', 'no-results', 'x'),
        'garbage',
        '',
        feedbackLine('2026-11-25T10:00:00Z', {page: 'no-slash', helpful: 'no'}),
        `${feedbackLine('2026-11-25T10:00:00Z', {page: '/a', helpful: 'yes'})}\r`,
      ].join('\n'),
    );
    const reading = await readLog(log);
    expect(reading).toMatchObject({status: 'read', lines: 4});
    expect(reading.events).toHaveLength(2);
    expect(reading.skipped).toEqual({'not-json': 1, unknown: 0, time: 0, query: 0, feedback: 1});
  });
});
