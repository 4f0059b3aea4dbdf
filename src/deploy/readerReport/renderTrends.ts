import {WEEKLY_AFTER_DAYS} from './bucketByPeriod';
import {html} from './html';
import type {ReaderReportContent} from './readerReportContent';
import {renderBarChart} from './renderBarChart';
import type {SafeHtml} from './safeHtml';

/** Failed searches and feedback answers charted per day, or per week over a long period. */
export function renderTrends({trend}: ReaderReportContent): SafeHtml {
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
