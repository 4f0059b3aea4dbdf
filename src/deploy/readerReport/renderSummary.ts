import {html} from './html';
import type {ReaderReportContent} from './readerReportContent';
import {count, plural, sum} from './reportNumbers';
import type {SafeHtml} from './safeHtml';

/** The four figures at the top: failed searches, feedback answers, unhelpful pages, lines read. */
export function renderSummary(content: ReaderReportContent): SafeHtml {
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
