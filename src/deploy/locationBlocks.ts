/**
 * The lines every proxied location of the site sends its request with:
 * HTTP/1.1 on a connection kept for the next request, and neither the
 * reader's cookies nor their address, which no service behind the site needs.
 */
export const ANONYMOUS_PROXY_REQUEST = [
  'proxy_http_version 1.1;',
  'proxy_set_header Connection "";',
  'proxy_set_header Cookie "";',
  'proxy_set_header X-Forwarded-For "";',
] as const;

/** `directives` as the body of a location: one to a line, indented as the generated files are. */
export function locationLines(directives: readonly string[]): string {
  return directives.map((directive) => `    ${directive}\n`).join('');
}

/**
 * A named location that answers `status` with the JSON `body`, for an
 * `error_page` to send a failed request to. With `headersInclude`, which a
 * location that answers the browser itself needs, the answer carries the
 * site's headers and is never cached; without it, the location that passed
 * the request on adds them.
 */
export function jsonErrorLocation(
  name: string,
  status: number,
  body: string,
  headersInclude?: string,
): string {
  const siteHeaders = headersInclude
    ? [headersInclude, 'add_header Cache-Control "no-store" always;']
    : [];
  return `location @${name} {
${locationLines([...siteHeaders, 'default_type application/json;', `return ${status} '${body}';`])}}`;
}
