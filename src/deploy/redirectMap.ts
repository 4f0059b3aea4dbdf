import type {Redirect} from '../site/redirects';

/** Quotes a path for nginx; the site's paths never hold a quote or a backslash. */
function quoted(value: string): string {
  if (/["\\\s;$]/.test(value)) {
    throw new Error(`Cannot write the path ${JSON.stringify(value)} into the nginx configuration.`);
  }
  return `"${value}"`;
}

/**
 * The nginx `map` that gives `$docs_redirect` the address a request must be
 * sent to with 301, or nothing: each redirect of the site (with and without
 * a trailing slash), then `.html` and `/index.html` spellings of a page.
 * Exact paths win over patterns in a `map`, and the patterns are tried in
 * order.
 */
export function redirectMap(redirects: readonly Redirect[]): string {
  const lines = ['map $uri $docs_redirect {', '    default "";'];
  for (const {from, to} of redirects) {
    lines.push(`    ${quoted(from)} ${quoted(to)};`, `    ${quoted(`${from}/`)} ${quoted(to)};`);
  }
  lines.push(
    '    "/index.html" "/";',
    '    "~^(?<docs_page>/.+)/index\\.html$" "$docs_page";',
    '    "~^(?<docs_page>/.+)\\.html$" "$docs_page";',
    '}',
  );
  return `${lines.join('\n')}\n`;
}
