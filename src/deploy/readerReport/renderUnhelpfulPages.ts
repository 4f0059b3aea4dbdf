import {html} from './html';
import type {ReaderReportContent} from './readerReportContent';
import {renderDataTable} from './renderDataTable';
import {count, wholePercent, plural} from './reportNumbers';
import type {SafeHtml} from './safeHtml';
import type {PageFeedback} from './summariseFeedback';
import {utcMinute} from './utcMinute';

function reasonsText(page: PageFeedback): string {
  return page.reasons
    .map(({reason, count: given}) => `${reason ?? 'no reason given'} ${count.format(given)}`)
    .join(', ');
}

/** The pages readers marked unhelpful, worst first, with their reasons and comments. */
export function renderUnhelpfulPages({pages, siteUrl}: ReaderReportContent): SafeHtml {
  const unhelpful = pages.filter((page) => page.unhelpful > 0);
  const onlyHelpful = pages.length - unhelpful.length;
  const anchor = (index: number) => `comments-${index + 1}`;
  const rows = unhelpful.map(
    (page, index) =>
      html`<tr>
        <td class="text"><a href="${siteUrl + page.page}">${page.page}</a></td>
        <td class="number">${count.format(page.unhelpful)}</td>
        <td class="number">${count.format(page.helpful)}</td>
        <td class="number">${wholePercent.format(page.unhelpfulShare)}</td>
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
