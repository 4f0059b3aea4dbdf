import {createHash} from 'node:crypto';
import {mkdirSync, mkdtempSync, writeFileSync} from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {gzipSync} from 'node:zlib';
import {describe, expect, it} from 'vitest';
import {bucketByPeriod, WEEKLY_AFTER_DAYS} from '../../src/deploy/readerReport/bucketByPeriod';
import {buildReaderReport} from '../../src/deploy/readerReport/buildReaderReport';
import {escapeHtml} from '../../src/deploy/readerReport/escapeHtml';
import {html} from '../../src/deploy/readerReport/html';
import {normaliseQuery} from '../../src/deploy/readerReport/normaliseQuery';
import {parseLogLine} from '../../src/deploy/readerReport/parseLogLine';
import {readLog} from '../../src/deploy/readerReport/readLog';
import type {ReaderEvent} from '../../src/deploy/readerReport/readerEvent';
import {renderBarChart} from '../../src/deploy/readerReport/renderBarChart';
import {renderReportCsv} from '../../src/deploy/readerReport/renderReportCsv';
import {SafeHtml} from '../../src/deploy/readerReport/safeHtml';
import {summariseFeedback} from '../../src/deploy/readerReport/summariseFeedback';
import {summariseSearches} from '../../src/deploy/readerReport/summariseSearches';
import {parseCsv} from '../support/parseCsv';

const SITE = 'https://docs.example';
const HOSTILE = '<script>window.pwned = 1</script><img src=x onerror="window.pwned = 2">';

/** A search-report line as nginx writes it. */
function searchLine(time: string, kind: string, query: string): string {
  return JSON.stringify({time, kind, query});
}

/** A page-feedback line as nginx writes it: the body as a JSON string inside the line. */
function feedbackLine(time: string, body: unknown): string {
  return JSON.stringify({time, feedback: typeof body === 'string' ? body : JSON.stringify(body)});
}

function events(lines: readonly string[]): ReaderEvent[] {
  return lines.flatMap((line) => {
    const parsed = parseLogLine(line);
    return 'event' in parsed ? [parsed.event] : [];
  });
}

function tempDir(): string {
  return mkdtempSync(path.join(os.tmpdir(), 'reader-report-unit-'));
}

const at = (time: string) => Date.parse(time);

/** Markup with the layout whitespace between tags removed, so tests do not depend on formatting. */
function flat(markup: string): string {
  return markup.replace(/>\s+</g, '><').replace(/\s+/g, ' ');
}

describe('reading a line of a reader log', () => {
  it('reads a search report: decodes the query, + as a space, and normalises it', () => {
    expect(
      parseLogLine(searchLine('2026-11-25T10:00:00+00:00', 'no-results', '%20Vulkan+%20Encoder')),
    ).toEqual({
      event: {
        type: 'search',
        at: at('2026-11-25T10:00:00Z'),
        failure: 'no-results',
        query: 'vulkan encoder',
      },
    });
    expect(normaliseQuery('  Camera\tCONTROLLER \n')).toBe('camera controller');
  });

  it('reads page feedback: the body is JSON inside the line', () => {
    const line = feedbackLine('2026-11-25T11:30:00+01:00', {
      page: '/core-concepts/assets',
      helpful: 'no',
      reason: 'unclear',
      comment: 'Which "asset"?',
    });
    expect(parseLogLine(line)).toEqual({
      event: {
        type: 'feedback',
        at: at('2026-11-25T10:30:00Z'),
        page: '/core-concepts/assets',
        helpful: false,
        reason: 'unclear',
        comment: 'Which "asset"?',
      },
    });
    const yes = parseLogLine(feedbackLine('2026-11-25T10:00:00Z', {page: '/', helpful: 'yes'}));
    expect(yes).toMatchObject({event: {helpful: true, reason: null, comment: null}});
    // A blank comment says nothing; a new key the widget may add later is ignored.
    const blank = feedbackLine('2026-11-25T10:00:00Z', {
      page: '/a',
      helpful: 'no',
      comment: '  ',
      source: 'x',
    });
    expect(parseLogLine(blank)).toMatchObject({event: {comment: null}});
  });

  it('counts a comment in characters, as a reader does', () => {
    const body = (comment: string) => ({page: '/a', helpful: 'no', comment});
    const time = '2026-11-25T10:00:00Z';
    expect(parseLogLine(feedbackLine(time, body('🙂'.repeat(1000))))).toHaveProperty('event');
    expect(parseLogLine(feedbackLine(time, body('a'.repeat(1001))))).toEqual({
      skipped: 'feedback',
    });
  });

  it.each([
    ['not JSON', 'not json', 'not-json'],
    ['a JSON array', '[1,2]', 'not-json'],
    ['another JSON log', '{"time":"2026-11-25T10:00:00Z","status":200}', 'unknown'],
    ['an unknown kind', searchLine('2026-11-25T10:00:00Z', 'other', 'x'), 'unknown'],
    ['no time', '{"kind":"no-results","query":"x"}', 'time'],
    ['a loose time', searchLine('25/11/2026', 'no-results', 'x'), 'time'],
    ['an impossible date', searchLine('2026-13-45T10:00:00Z', 'no-results', 'x'), 'time'],
    ['an empty query', searchLine('2026-11-25T10:00:00Z', 'no-results', '+ +'), 'query'],
    ['a broken encoding', searchLine('2026-11-25T10:00:00Z', 'no-results', '%E0%A4%A'), 'query'],
    ['a body that is not JSON', feedbackLine('2026-11-25T10:00:00Z', 'page=/a'), 'feedback'],
    ['a body that is an array', feedbackLine('2026-11-25T10:00:00Z', '[]'), 'feedback'],
    [
      'a page that is not a path',
      feedbackLine('2026-11-25T10:00:00Z', {page: 'https://evil.example/', helpful: 'no'}),
      'feedback',
    ],
    [
      'a page with markup',
      feedbackLine('2026-11-25T10:00:00Z', {page: '/<b>', helpful: 'no'}),
      'feedback',
    ],
    [
      'an answer other than yes or no',
      feedbackLine('2026-11-25T10:00:00Z', {page: '/a', helpful: 'maybe'}),
      'feedback',
    ],
    [
      'an unknown reason',
      feedbackLine('2026-11-25T10:00:00Z', {page: '/a', helpful: 'no', reason: 'rude'}),
      'feedback',
    ],
    [
      'a comment that is not text',
      feedbackLine('2026-11-25T10:00:00Z', {page: '/a', helpful: 'no', comment: 42}),
      'feedback',
    ],
    [
      'a reason on a yes',
      feedbackLine('2026-11-25T10:00:00Z', {page: '/a', helpful: 'yes', reason: 'code'}),
      'feedback',
    ],
  ])('skips a line with %s', (_name, line, reason) => {
    expect(parseLogLine(line)).toEqual({skipped: reason});
  });
});

describe('summing up', () => {
  it('counts normalised queries by failure, most frequent first', () => {
    const time = '2026-11-25T10:00:00Z';
    const log = [
      searchLine(time, 'no-results', 'vulkan%20encoder'),
      searchLine(time, 'no-results', 'Vulkan+Encoder'),
      searchLine(time, 'not-opened', 'camera'),
      searchLine(time, 'not-opened', 'vulkan  encoder'),
      searchLine(time, 'not-opened', 'anchor'),
      feedbackLine(time, {page: '/a', helpful: 'yes'}),
    ];
    expect(summariseSearches(events(log))).toEqual([
      {query: 'vulkan encoder', total: 3, 'no-results': 2, 'not-opened': 1},
      {query: 'anchor', total: 1, 'no-results': 0, 'not-opened': 1},
      {query: 'camera', total: 1, 'no-results': 0, 'not-opened': 1},
    ]);
  });

  it('sums feedback per page, worst first, with reasons and the newest comment first', () => {
    const log = [
      feedbackLine('2026-11-20T10:00:00Z', {
        page: '/a',
        helpful: 'no',
        reason: 'code',
        comment: 'old',
      }),
      feedbackLine('2026-11-21T10:00:00Z', {page: '/a', helpful: 'no', comment: 'new'}),
      feedbackLine('2026-11-21T11:00:00Z', {page: '/a', helpful: 'no', reason: 'code'}),
      feedbackLine('2026-11-21T12:00:00Z', {page: '/a', helpful: 'yes'}),
      // Fewer unhelpful answers but a higher share: still after /a.
      feedbackLine('2026-11-21T10:00:00Z', {page: '/b', helpful: 'no', reason: 'unclear'}),
      feedbackLine('2026-11-21T10:00:00Z', {page: '/c', helpful: 'yes'}),
    ];
    const [a, b, c] = summariseFeedback(events(log));
    expect(a).toEqual({
      page: '/a',
      helpful: 1,
      unhelpful: 3,
      unhelpfulShare: 0.75,
      reasons: [
        {reason: 'code', count: 2},
        {reason: null, count: 1},
      ],
      comments: [
        {at: at('2026-11-21T10:00:00Z'), reason: null, text: 'new'},
        {at: at('2026-11-20T10:00:00Z'), reason: 'code', text: 'old'},
      ],
    });
    expect(b).toMatchObject({page: '/b', unhelpful: 1, unhelpfulShare: 1});
    expect(c).toMatchObject({page: '/c', helpful: 1, unhelpful: 0, unhelpfulShare: 0});
  });
});

describe('bucketing by day or week', () => {
  it('counts per UTC day, keeping the empty days between', () => {
    const trend = bucketByPeriod(
      events([
        searchLine('2026-11-20T23:30:00-01:00', 'no-results', 'a'),
        searchLine('2026-11-21T08:00:00Z', 'not-opened', 'b'),
        feedbackLine('2026-11-23T08:00:00Z', {page: '/a', helpful: 'no'}),
        feedbackLine('2026-11-23T09:00:00Z', {page: '/a', helpful: 'yes'}),
      ]),
    );
    expect(trend).toEqual({
      unit: 'day',
      buckets: [
        // 23:30 at -01:00 is 00:30 UTC the next day.
        {start: '2026-11-21', noResults: 1, notOpened: 1, helpful: 0, unhelpful: 0},
        {start: '2026-11-22', noResults: 0, notOpened: 0, helpful: 0, unhelpful: 0},
        {start: '2026-11-23', noResults: 0, notOpened: 0, helpful: 1, unhelpful: 1},
      ],
    });
    expect(bucketByPeriod([])).toEqual({unit: 'day', buckets: []});
  });

  it(`counts per week from Monday once the logs span more than ${WEEKLY_AFTER_DAYS} days`, () => {
    const exactly = bucketByPeriod(
      events([
        searchLine('2026-01-01T10:00:00Z', 'no-results', 'a'),
        searchLine('2026-03-02T10:00:00Z', 'no-results', 'a'),
      ]),
    );
    expect(exactly.unit).toBe('day');
    expect(exactly.buckets).toHaveLength(WEEKLY_AFTER_DAYS + 1);

    const trend = bucketByPeriod(
      events([
        // Thursday 1 January 2026: its week starts on Monday 29 December 2025.
        searchLine('2026-01-01T10:00:00Z', 'no-results', 'a'),
        searchLine('2026-01-04T23:59:59Z', 'not-opened', 'a'),
        searchLine('2026-01-05T00:00:00Z', 'no-results', 'a'),
        feedbackLine('2026-03-03T10:00:00Z', {page: '/a', helpful: 'no'}),
      ]),
    );
    expect(trend.unit).toBe('week');
    expect(trend.buckets[0]).toEqual({
      start: '2025-12-29',
      noResults: 1,
      notOpened: 1,
      helpful: 0,
      unhelpful: 0,
    });
    expect(trend.buckets[1]).toMatchObject({start: '2026-01-05', noResults: 1});
    expect(trend.buckets.at(-1)).toMatchObject({start: '2026-03-02', unhelpful: 1});
    expect(trend.buckets).toHaveLength(10);
  });
});

describe('the page', () => {
  it('escapes everything a template is given, except markup it made itself', () => {
    expect(escapeHtml(`<a href="x">'&'</a>`)).toBe(
      '&lt;a href=&quot;x&quot;&gt;&#39;&amp;&#39;&lt;/a&gt;',
    );
    const inner = html`<b>${'<i>'}</b>`;
    expect(html`<p title="${'"'}">${inner}${['<', 1, null, false]}</p>`.markup).toBe(
      '<p title="&quot;"><b>&lt;i&gt;</b>&lt;1</p>',
    );
    expect(html`${new SafeHtml('<hr>')}`.markup).toBe('<hr>');
  });

  it('never turns a hostile comment or query into markup, and has no script at all', async () => {
    const dir = tempDir();
    const log = path.join(dir, 'hostile.log');
    writeFileSync(
      log,
      [
        feedbackLine('2026-11-25T10:00:00Z', {page: '/a', helpful: 'no', comment: HOSTILE}),
        searchLine(
          '2026-11-25T10:00:00Z',
          'no-results',
          encodeURIComponent('<svg onload=alert(1)>'),
        ),
      ].join('\n'),
    );
    const {html: written} = await buildReaderReport([log], {siteUrl: SITE});
    const page = flat(written);
    expect(page).not.toMatch(/<script/i);
    expect(page).not.toMatch(/<img/i);
    expect(page).not.toMatch(/<svg onload/i);
    expect(page).toContain(escapeHtml(HOSTILE));
    expect(page).toContain('&lt;svg onload=alert(1)&gt;');
    expect(page).toContain(`<a href="${SITE}/a">/a</a>`);
    // The page's own policy forbids scripts and requests even if escaping failed.
    const policy = /<meta http-equiv="Content-Security-Policy" content="([^"]+)"/.exec(page)?.[1];
    // The one stylesheet is allowed by its hash, taken of the text exactly as written.
    const style = /<style>([^]*?)<\/style>/.exec(written)?.[1] ?? '';
    const hash = createHash('sha256').update(style).digest('base64');
    expect(policy).toContain(`default-src &#39;none&#39;; style-src &#39;sha256-${hash}&#39;;`);
    expect(page).toMatch(/<meta name="color-scheme" content="light dark"\s*\/?>/);
  });

  it('draws charts as accessible images with their numbers in a table', () => {
    const chart = renderBarChart({
      id: 'chart-test',
      title: 'Failed searches per day',
      valueLabel: 'Searches',
      unit: 'day',
      starts: ['2026-11-24', '2026-11-25'],
      series: [
        {name: 'Found nothing', className: 'series-no-results', values: [3, 0]},
        {name: 'Results not opened', className: 'series-not-opened', values: [1, 2]},
      ],
    }).markup;
    const flatChart = flat(chart);
    expect(flatChart).toContain('role="img" aria-labelledby="chart-test-title"');
    expect(flatChart).toContain('<title id="chart-test-title">Failed searches per day</title>');
    expect(flatChart).toMatch(
      /<desc id="chart-test-desc">2 days from 2026-11-24 to 2026-11-25: 3 found nothing, 3 results not opened\. The busiest day was 2026-11-24, with 4\.<\/desc>/,
    );
    expect(flatChart).toMatch(/>\s*Day \(UTC\)\s*<\/text>/);
    expect(flatChart).toMatch(/>\s*Searches\s*<\/text>/);
    expect(flatChart).toContain(
      '<tr><th scope="row" class="date">2026-11-24</th><td class="number">3</td><td class="number">1</td><td class="number">4</td></tr>',
    );
    // Three non-empty segments, each with its own tooltip.
    expect(flatChart.match(/<rect /g)).toHaveLength(3);
  });
});

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
