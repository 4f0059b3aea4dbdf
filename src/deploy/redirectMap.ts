import type {Redirect} from '../site/redirects';

/** Quotes a path for nginx; the site's paths never hold a quote or a backslash. */
function quoted(value: string): string {
  if (/["\\\s;$]/.test(value)) {
    throw new Error(`Cannot write the path ${JSON.stringify(value)} into the nginx configuration.`);
  }
  return `"${value}"`;
}

/**
 * A path the `.html` spellings are redirected from: the characters the site's
 * own paths use, and not `//` at the start. Anything wider would let a
 * request such as `/%5Cevil.example/x.html` answer with `Location:
 * /\evil.example/x`, which browsers follow to another host.
 */
const PAGE_PATH = '/[A-Za-z0-9._~-][A-Za-z0-9._~/-]*';

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
    `    "~^(?<docs_page>${PAGE_PATH})/index\\.html$" "$docs_page";`,
    `    "~^(?<docs_page>${PAGE_PATH})\\.html$" "$docs_page";`,
    '}',
  );
  return `${lines.join('\n')}\n`;
}
