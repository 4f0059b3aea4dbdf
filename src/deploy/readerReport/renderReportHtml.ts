import {createHash} from 'node:crypto';
import {product} from '../../site/product';
import {html} from './html';
import type {ReaderReportContent} from './readerReportContent';
import {renderFailedSearches} from './renderFailedSearches';
import {renderLogsRead} from './renderLogsRead';
import {renderNotices} from './renderNotices';
import {CSV_COLUMNS} from './renderReportCsv';
import {renderSummary} from './renderSummary';
import {renderTrends} from './renderTrends';
import {renderUnhelpfulPages} from './renderUnhelpfulPages';
import {REPORT_STYLES} from './reportStyles';
import {SafeHtml} from './safeHtml';
import {utcMinute} from './utcMinute';
import {wasLogRead} from './wasLogRead';

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
          ${renderFailedSearches(content)} ${renderUnhelpfulPages(content)}
          ${renderLogsRead(content)}
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
