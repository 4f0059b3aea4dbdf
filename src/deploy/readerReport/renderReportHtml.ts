import {createHash} from 'node:crypto';
import {product} from '../../site/product';
import {WEEKLY_AFTER_DAYS, type Trend} from './bucketByPeriod';
import {describeSkips} from './describeSkips';
import {renderDataTable} from './renderDataTable';
import {html} from './html';
import {logProblem} from './logProblem';
import type {LogReading, LogStatus} from './readLog';
import type {SkipReason} from './readerEvent';
import {CSV_COLUMNS} from './renderReportCsv';
import {renderBarChart} from './renderBarChart';
import {REPORT_STYLES} from './reportStyles';
import {SafeHtml} from './safeHtml';
import {wasLogRead} from './wasLogRead';
import type {PageFeedback} from './summariseFeedback';
import type {ReportedQuery} from './summariseSearches';

/** Everything the report page shows, already summed up. */
export type ReaderReportContent = {
  readings: readonly LogReading[];
  searches: readonly ReportedQuery[];
  pages: readonly PageFeedback[];
  trend: Trend;
  /** The first and last event's times, or `null` when there was none. */
  period: {from: number; to: number} | null;
  /** The site the pages link to, without a trailing slash. */
  siteUrl: string;
  /** The CSV's file name, beside the page. */
  csvFile: string;
  generatedAt: Date;
};

/** Past this, the query table stops: the long tail is all in the CSV. */
const MAX_QUERIES_SHOWN = 500;

const OUTCOMES: Readonly<Record<LogStatus, string>> = {
  read: 'Read',
  empty: 'Empty',
  partial: 'Read in part',
  missing: 'Not found',
  directory: 'A directory',
  unreadable: 'Unreadable',
  'no-events': 'Nothing usable',
};

const count = new Intl.NumberFormat('en');
const percent = new Intl.NumberFormat('en', {style: 'percent', maximumFractionDigits: 0});

function plural(value: number, one: string, many = `${one}s`): string {
  return `${count.format(value)} ${value === 1 ? one : many}`;
}

function utcMinute(at: number): string {
  return `${new Date(at).toISOString().slice(0, 16).replace('T', ' ')} UTC`;
}

function sum<T>(items: readonly T[], value: (item: T) => number): number {
  return items.reduce((total, item) => total + value(item), 0);
}

/** A problem log as a sentence: its name, set as code, then what went wrong. */
function noticeItem(reading: LogReading, problem: string): SafeHtml {
  return html`<li><code>${reading.file}</code> ${problem}.</li>`;
}

function renderNotices(readings: readonly LogReading[], anyRead: boolean): SafeHtml | null {
  const problems = readings.flatMap((reading) => {
    const problem = logProblem(reading);
    return problem === null ? [] : [noticeItem(reading, problem)];
  });
  if (problems.length === 0 && anyRead) return null;
  return html`<section class="notices" aria-labelledby="notices-title">
    <h2 id="notices-title">Notices</h2>
    ${anyRead ? null : html`<p><strong>No log could be read, so this report has nothing to show.</strong></p>`}
    <ul>
      ${problems}
    </ul>
  </section>`;
}

function renderSummary(content: ReaderReportContent): SafeHtml {
  const {readings, searches, pages} = content;
  const noResults = sum(searches, (query) => query['no-results']);
  const notOpened = sum(searches, (query) => query['not-opened']);
  const helpful = sum(pages, (page) => page.helpful);
  const unhelpful = sum(pages, (page) => page.unhelpful);
  const lines = sum(readings, (reading) => reading.lines);
  const skipped = lines - sum(readings, (reading) => reading.events.length);
  const unhelpfulPages = pages.filter((page) => page.unhelpful > 0).length;
  const figure = (label: string, value: number, detail: string) =>
    html`<div>
      <dt>${label}</dt>
      <dd>${count.format(value)}<span>${detail}</span></dd>
    </div>`;
  return html`<section aria-labelledby="summary-title">
    <h2 id="summary-title">Summary</h2>
    <dl class="figures">
      ${figure('Failed searches', noResults + notOpened, `${count.format(noResults)} found nothing, ${count.format(notOpened)} not opened; ${plural(searches.length, 'distinct query', 'distinct queries')}`)}
      ${figure('Feedback answers', helpful + unhelpful, `${count.format(unhelpful)} unhelpful, ${count.format(helpful)} helpful`)}
      ${figure('Pages marked unhelpful', unhelpfulPages, `of ${plural(pages.length, 'page')} with feedback`)}
      ${figure('Lines read', lines, `from ${plural(readings.length, 'log')}; ${count.format(skipped)} skipped`)}
    </dl>
  </section>`;
}

function renderTrends({trend}: ReaderReportContent): SafeHtml {
  const {unit, buckets} = trend;
  const starts = buckets.map((bucket) => bucket.start);
  const charts =
    buckets.length === 0
      ? html`<p>No search report or feedback answer to chart.</p>`
      : html`<p>
            Per
            ${unit === 'day' ? 'day' : `week, Monday to Sunday, since the logs span more than ${WEEKLY_AFTER_DAYS} days`},
            in UTC; ${unit}s without events are shown empty.
          </p>
          ${renderBarChart({
            id: 'chart-searches',
            title: `Failed searches per ${unit}`,
            valueLabel: 'Searches',
            unit,
            starts,
            series: [
              {
                name: 'Found nothing',
                className: 'series-no-results',
                values: buckets.map((b) => b.noResults),
              },
              {
                name: 'Results not opened',
                className: 'series-not-opened',
                values: buckets.map((b) => b.notOpened),
              },
            ],
          })}
          ${renderBarChart({
            id: 'chart-feedback',
            title: `Feedback answers per ${unit}`,
            valueLabel: 'Answers',
            unit,
            starts,
            series: [
              {
                name: 'Unhelpful',
                className: 'series-unhelpful',
                values: buckets.map((b) => b.unhelpful),
              },
              {name: 'Helpful', className: 'series-helpful', values: buckets.map((b) => b.helpful)},
            ],
          })}`;
  return html`<section aria-labelledby="trends-title">
    <h2 id="trends-title">Trends</h2>
    ${charts}
  </section>`;
}

function renderSearches({searches, csvFile}: ReaderReportContent): SafeHtml {
  const shown = searches.slice(0, MAX_QUERIES_SHOWN);
  const rows = shown.map(
    (query) =>
      html`<tr>
        <td class="text">${query.query}</td>
        <td class="number">${count.format(query.total)}</td>
        <td class="number">${count.format(query['no-results'])}</td>
        <td class="number">${count.format(query['not-opened'])}</td>
      </tr>`,
  );
  const body =
    searches.length === 0
      ? html`<p>No failed search in these logs.</p>`
      : html`<p>
            Queries as the search normalises them (case and spacing aside), most frequent first. One
            that found nothing asks for a page or a synonym; one whose results were not opened, for
            clearer titles.
          </p>
          ${renderDataTable({
            id: 'searches-table',
            caption: 'Failed searches by query',
            columns: [
              {heading: 'Query'},
              {heading: 'Total', numeric: true},
              {heading: 'Found nothing', numeric: true},
              {heading: 'Results not opened', numeric: true},
            ],
            rows,
          })}
          ${searches.length > shown.length ? html`<p>… and ${plural(searches.length - shown.length, 'more query', 'more queries')}, all in <a href="${csvFile}">${csvFile}</a>.</p>` : null}`;
  return html`<section aria-labelledby="searches-title">
    <h2 id="searches-title">Searches that failed readers</h2>
    ${body}
  </section>`;
}

function reasonsText(page: PageFeedback): string {
  return page.reasons
    .map(({reason, count: given}) => `${reason ?? 'no reason given'} ${count.format(given)}`)
    .join(', ');
}

function renderPages({pages, siteUrl}: ReaderReportContent): SafeHtml {
  const unhelpful = pages.filter((page) => page.unhelpful > 0);
  const onlyHelpful = pages.length - unhelpful.length;
  const anchor = (index: number) => `comments-${index + 1}`;
  const rows = unhelpful.map(
    (page, index) =>
      html`<tr>
        <td class="text"><a href="${siteUrl + page.page}">${page.page}</a></td>
        <td class="number">${count.format(page.unhelpful)}</td>
        <td class="number">${count.format(page.helpful)}</td>
        <td class="number">${percent.format(page.unhelpfulShare)}</td>
        <td>${reasonsText(page)}</td>
        <td>
          ${page.comments.length === 0 ? 'None' : html`<a href="#${anchor(index)}">${plural(page.comments.length, 'comment')}</a>`}
        </td>
      </tr>`,
  );
  const comments = unhelpful.map((page, index) =>
    page.comments.length === 0
      ? null
      : html`<h3 id="${anchor(index)}">
            Comments on <a href="${siteUrl + page.page}">${page.page}</a>
          </h3>
          <ol class="comments">
            ${page.comments.map(
              (comment) =>
                html`<li>
                  <blockquote dir="auto">${comment.text}</blockquote>
                  <p>${utcMinute(comment.at)} · ${comment.reason ?? 'no reason given'}</p>
                </li>`,
            )}
          </ol>`,
  );
  const body =
    unhelpful.length === 0
      ? html`<p>
          ${pages.length === 0 ? 'No page feedback in these logs.' : `Every answer in these logs found its page helpful (${plural(pages.length, 'page')}).`}
        </p>`
      : html`<p>
            Worst first: the most unhelpful answers, then the highest share of them. Links open the
            page on
            <a href="${siteUrl}/">${siteUrl}</a
            >.${onlyHelpful > 0 ? ` ${plural(onlyHelpful, 'other page')} had only helpful answers.` : ''}
          </p>
          ${renderDataTable({
            id: 'pages-table',
            caption: 'Pages with unhelpful answers',
            columns: [
              {heading: 'Page'},
              {heading: 'Unhelpful', numeric: true},
              {heading: 'Helpful', numeric: true},
              {heading: 'Share unhelpful', numeric: true},
              {heading: 'Reasons'},
              {heading: 'Comments'},
            ],
            rows,
          })}
          ${comments}`;
  return html`<section aria-labelledby="pages-title">
    <h2 id="pages-title">Pages readers marked unhelpful</h2>
    ${body}
  </section>`;
}

function renderLogs({readings}: ReaderReportContent): SafeHtml {
  const rows = readings.map((reading) => {
    const searches = reading.events.filter((event) => event.type === 'search').length;
    const skipped = sum(Object.values(reading.skipped), (value) => value);
    const why = describeSkips(reading.skipped);
    return html`<tr>
      <td class="text"><code>${reading.file}</code></td>
      <td>${OUTCOMES[reading.status]}</td>
      <td class="number">${count.format(reading.lines)}</td>
      <td class="number">${count.format(searches)}</td>
      <td class="number">${count.format(reading.events.length - searches)}</td>
      <td class="number">${count.format(skipped)}</td>
      <td>${why || '—'}</td>
    </tr>`;
  });
  const totals: Record<SkipReason, number> = {
    'not-json': 0,
    unknown: 0,
    time: 0,
    query: 0,
    feedback: 0,
  };
  for (const reading of readings) {
    for (const reason of Object.keys(totals) as SkipReason[])
      totals[reason] += reading.skipped[reason];
  }
  const skippedWhy = describeSkips(totals);
  return html`<section aria-labelledby="logs-title">
    <h2 id="logs-title">Logs read</h2>
    <p>
      ${plural(
        sum(readings, (reading) => reading.lines),
        'line',
      )}
      read from
      ${plural(readings.length, 'log')}${skippedWhy ? `; skipped: ${skippedWhy}` : '; none skipped'}.
      Blank lines are not counted.
    </p>
    ${renderDataTable({
      id: 'logs-table',
      caption: 'Each log and what it gave',
      columns: [
        {heading: 'Log'},
        {heading: 'Outcome'},
        {heading: 'Lines', numeric: true},
        {heading: 'Search reports', numeric: true},
        {heading: 'Feedback answers', numeric: true},
        {heading: 'Skipped', numeric: true},
        {heading: 'Why skipped'},
      ],
      rows,
    })}
  </section>`;
}

/**
 * The reader report as one self-contained HTML page: no script, no request,
 * its stylesheet inline and allowed by hash in its own Content-Security-Policy,
 * so that even a comment that slipped past escaping could run nothing.
 */
export function renderReportHtml(content: ReaderReportContent): string {
  const {readings, period, csvFile, generatedAt, trend} = content;
  const anyRead = readings.some(wasLogRead);
  const styleHash = createHash('sha256').update(REPORT_STYLES).digest('base64');
  // Built outside any `html` template, which the formatter re-indents: the element's text must be
  // exactly what was hashed, or the policy blocks the stylesheet.
  const styleElement = new SafeHtml(`<style>${REPORT_STYLES}</style>`);
  const policy = `default-src 'none'; style-src 'sha256-${styleHash}'; base-uri 'none'; form-action 'none'`;
  const covered = period
    ? `From ${utcMinute(period.from)} to ${utcMinute(period.to)}, charted per ${trend.unit}.`
    : 'No event in these logs, so no period to show.';
  const page = html`<!doctype html>
    <html lang="en">
      <head>
        <meta charset="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="color-scheme" content="light dark" />
        <meta http-equiv="Content-Security-Policy" content="${policy}" />
        <title>Reader report · ${product.name} docs</title>
        ${styleElement}
      </head>
      <body>
        <header>
          <p class="eyebrow">${product.name} docs</p>
          <h1>Reader report</h1>
          <p>${covered} Generated ${utcMinute(generatedAt.getTime())}.</p>
        </header>
        <main>
          ${renderNotices(readings, anyRead)} ${renderSummary(content)} ${renderTrends(content)}
          ${renderSearches(content)} ${renderPages(content)} ${renderLogs(content)}
        </main>
        <footer>
          <p>
            Made by <code>npm run reader-report</code> from nginx's search-report and page-feedback
            logs. Times and days are UTC.
          </p>
          <p>
            <a href="${csvFile}">${csvFile}</a>, beside this page, has one row per event (each
            failed search and each feedback answer), oldest first, with the columns
            ${CSV_COLUMNS.map((column, index) => html`${index === 0 ? '' : ', '}<code>${column}</code>`)}.
            A reader's text that starts with <code>=</code>, <code>+</code>, <code>-</code>,
            <code>@</code>, a tab or a carriage return begins with an apostrophe there, so that no
            spreadsheet reads it as a formula.
          </p>
        </footer>
      </body>
    </html> `;
  return page.markup;
}
