import {html} from './html';
import type {ReaderReportContent} from './readerReportContent';
import {renderDataTable} from './renderDataTable';
import {count, plural} from './reportNumbers';
import type {SafeHtml} from './safeHtml';

/** Past this, the query table stops: the long tail is all in the CSV. */
const MAX_QUERIES_SHOWN = 500;

/** The queries that failed readers, most frequent first, with how each failed. */
export function renderFailedSearches({searches, csvFile}: ReaderReportContent): SafeHtml {
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
