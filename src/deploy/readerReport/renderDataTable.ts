import {html, type HtmlValue} from './html';
import type {SafeHtml} from './safeHtml';

/** A column of a report table: its heading, and whether it holds numbers (set right-aligned). */
export type TableColumn = {heading: HtmlValue; numeric?: boolean};

/**
 * A table of the report, named by its caption and wrapped in a region that
 * scrolls sideways on a narrow screen and takes keyboard focus, so that it
 * can be scrolled with the arrow keys. `rows` are its body's `<tr>` rows.
 */
export function renderDataTable({
  id,
  caption,
  columns,
  rows,
}: {
  id: string;
  caption: HtmlValue;
  columns: readonly TableColumn[];
  rows: HtmlValue;
}): SafeHtml {
  const headings = columns.map(({heading, numeric}) =>
    numeric
      ? html`<th scope="col" class="number">${heading}</th>`
      : html`<th scope="col">${heading}</th>`,
  );
  return html`<div class="table-scroll" role="region" aria-labelledby="${id}" tabindex="0">
    <table>
      <caption id="${id}">
        ${caption}
      </caption>
      <thead>
        <tr>
          ${headings}
        </tr>
      </thead>
      <tbody>
        ${rows}
      </tbody>
    </table>
  </div>`;
}
