import {createHash} from 'node:crypto';
import {writeFileSync} from 'node:fs';
import path from 'node:path';
import {describe, expect, it} from 'vitest';
import {buildReaderReport} from '../../src/deploy/readerReport/buildReaderReport';
import {escapeHtml} from '../../src/site/escapeHtml';
import {html} from '../../src/deploy/readerReport/html';
import {renderBarChart} from '../../src/deploy/readerReport/renderBarChart';
import {SafeHtml} from '../../src/deploy/readerReport/safeHtml';
import {SITE, tempDir} from './support/readerLog';
import {feedbackLine, searchLine} from '../support/readerLogLines';

const HOSTILE = '<script>window.pwned = 1</script><img src=x onerror="window.pwned = 2">';

/** Markup with the layout whitespace between tags removed, so tests do not depend on formatting. */
function flat(markup: string): string {
  return markup.replace(/>\s+</g, '><').replace(/\s+/g, ' ');
}

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
