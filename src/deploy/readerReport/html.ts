import {escapeHtml} from '../../site/escapeHtml';
import {SafeHtml} from './safeHtml';

/** What may be put in an `html` template; nothing else can reach the page. */
export type HtmlValue =
  string | number | SafeHtml | null | undefined | false | readonly HtmlValue[];

function insert(value: HtmlValue): string {
  if (value === null || value === undefined || value === false) return '';
  if (value instanceof SafeHtml) return value.markup;
  if (Array.isArray(value)) return value.map(insert).join('');
  return escapeHtml(String(value));
}

/**
 * A template of the report's markup: every string put in it is escaped, so a
 * reader's comment or query can never become markup. Only `SafeHtml` (another
 * `html` template) goes in as it is.
 */
export function html(strings: TemplateStringsArray, ...values: readonly HtmlValue[]): SafeHtml {
  let markup = strings[0];
  values.forEach((value, index) => {
    markup += insert(value) + strings[index + 1];
  });
  return new SafeHtml(markup);
}
