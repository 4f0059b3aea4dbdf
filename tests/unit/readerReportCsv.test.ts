import {writeFileSync} from 'node:fs';
import path from 'node:path';
import {describe, expect, it} from 'vitest';
import {buildReaderReport} from '../../src/deploy/readerReport/buildReaderReport';
import {renderReportCsv} from '../../src/deploy/readerReport/renderReportCsv';
import {parseCsv} from '../support/parseCsv';
import {SITE, tempDir} from './support/readerLog';
import {feedbackLine, searchLine} from '../support/readerLogLines';

describe('the CSV', () => {
  it('has one row per event, oldest first, quoted as RFC 4180 says, and defuses formulas', async () => {
    const dir = tempDir();
    const first = path.join(dir, 'first.log');
    const second = path.join(dir, 'second.log');
    const comment = 'Line one, with "quotes"\nline two';
    writeFileSync(
      first,
      [
        feedbackLine('2026-11-25T10:00:00Z', {page: '/a', helpful: 'no', reason: 'code', comment}),
        searchLine(
          '2026-11-24T10:00:00+02:00',
          'not-opened',
          encodeURIComponent('=HYPERLINK("x")'),
        ),
      ].join('\n'),
    );
    writeFileSync(second, `${searchLine('2026-11-24T09:00:00Z', 'no-results', 'a,b')}\n`);
    const {csv} = await buildReaderReport([first, second], {siteUrl: SITE});
    expect(csv.endsWith('\r\n')).toBe(true);
    expect(csv.split('\r\n')[0]).toBe('time,log,event,query,page,helpful,reason,comment');
    expect(csv).toContain(`,"Line one, with ""quotes""\nline two"\r\n`);
    expect(parseCsv(csv)).toEqual([
      ['time', 'log', 'event', 'query', 'page', 'helpful', 'reason', 'comment'],
      ['2026-11-24T08:00:00Z', first, 'not-opened', `'=hyperlink("x")`, '', '', '', ''],
      ['2026-11-24T09:00:00Z', second, 'no-results', 'a,b', '', '', '', ''],
      ['2026-11-25T10:00:00Z', first, 'feedback', '', '/a', 'no', 'code', comment],
    ]);
    expect(renderReportCsv([])).toBe('time,log,event,query,page,helpful,reason,comment\r\n');
  });
});
