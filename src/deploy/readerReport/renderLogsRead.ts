import {describeSkips} from './describeSkips';
import {html} from './html';
import type {LogStatus} from './readLog';
import {noSkips, type SkipReason} from './readerEvent';
import type {ReaderReportContent} from './readerReportContent';
import {renderDataTable} from './renderDataTable';
import {count, plural, sum} from './reportNumbers';
import type {SafeHtml} from './safeHtml';

/** How the logs table names each way the reading of a log can end. */
const OUTCOMES: Readonly<Record<LogStatus, string>> = {
  read: 'Read',
  empty: 'Empty',
  partial: 'Read in part',
  missing: 'Not found',
  directory: 'A directory',
  unreadable: 'Unreadable',
  'no-events': 'Nothing usable',
};

/** Each log read, what it gave and why lines of it were skipped. */
export function renderLogsRead({readings}: ReaderReportContent): SafeHtml {
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
  const totals = noSkips();
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
