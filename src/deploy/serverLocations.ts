import {
  MCP_PATH,
  PAGE_FEEDBACK_PATH,
  publishesSettings,
  SEARCH_REPORT_PATH,
  type ServerSettings,
} from './serverSettings';
import {proxyPassLines} from './proxyPass';
import {ANONYMOUS_PROXY_REQUEST, jsonErrorLocation, locationLines} from './locationBlocks';
import {MCP_MAX_BODY_BYTES} from '../mcp/endpoint';
import {askAiLocations} from './askAiLocations';
import {PUBLISHED_SETTINGS_PATH} from '../plugins/search/shared/publishedSettings';

/** Largest MCP request nginx forwards: the server's own limit, in nginx's units. */
const MCP_MAX_BODY = `${MCP_MAX_BODY_BYTES / 1024}k`;

/** MCP calls a client may send at once above the zone's steady rate (docs-http.conf). */
const MCP_BURST = 20;

/**
 * Largest page feedback body: a comment of 1,000 characters, each escaped as
 * JSON at worst (`\uXXXX`), is under it with the page and the answer.
 */
export const PAGE_FEEDBACK_MAX_BODY = '8k';

/** Answers a client may send at once above the zone's steady rate (docs-http.conf). */
const PAGE_FEEDBACK_BURST = 5;

/** Where a feedback answer is checked, on this same server; it is never a page. */
const PAGE_FEEDBACK_CHECK_PATH = '/__page-feedback-check';

const HEADERS_INCLUDE = 'include 3dverse-docs/generated/security-headers.conf;';

/** An endpoint nginx forwards to a service, rate-limited per client, and what it answers when the service fails. */
type ProxiedEndpoint = {
  comment: string;
  path: string;
  /** The methods let through; others get 403. */
  methods: string;
  zone: string;
  burst: number;
  maxBody: string;
  upstream: URL;
  readTimeout: string;
  failure: {statuses: string; name: string; status: number; body: string};
};

/**
 * The `location` of a proxied endpoint and the named location that answers
 * for it when the service fails. Every such endpoint gets the site's
 * headers, no caching, a body cap, a per-client rate limit, no cookies or
 * client address passed on, and an unbuffered response (a stream).
 */
function proxiedLocation(endpoint: ProxiedEndpoint, nameservers: readonly string[]): string {
  const {failure} = endpoint;
  const proxyPass = proxyPassLines(endpoint.upstream, `${endpoint.zone}_upstream`, nameservers);
  return `# ${endpoint.comment}
location = ${endpoint.path} {
    ${HEADERS_INCLUDE}
    add_header Cache-Control "no-store" always;
    limit_except ${endpoint.methods} { deny all; }
    limit_req zone=${endpoint.zone} burst=${endpoint.burst} nodelay;
    client_max_body_size ${endpoint.maxBody};
    client_body_buffer_size ${endpoint.maxBody};
${locationLines([...proxyPass, ...ANONYMOUS_PROXY_REQUEST])}    # Streamed as the service writes it.
    proxy_buffering off;
    proxy_read_timeout ${endpoint.readTimeout};
    proxy_intercept_errors on;
    error_page ${failure.statuses} = @${failure.name};
}

${jsonErrorLocation(failure.name, failure.status, failure.body, HEADERS_INCLUDE)}`;
}

/**
 * The locations that take "Was this page helpful?" answers. nginx alone
 * checks and logs them: reading a body takes a module that forwards it, so
 * the answer is forwarded (without its body) to a check on this same server,
 * with the verdict of `$docs_page_feedback_valid` (docs-http.conf, which
 * matches the whole body against the one shape the widget sends) in a
 * header. The check answers 204 or 400, and only a valid answer is logged,
 * without the reader's address. Oversized bodies get 413 and floods 429
 * before anything is read; any method but POST gets 405.
 */
function pageFeedbackLocations(log: string): string {
  return `# Page feedback: checked by nginx, logged without the client's address.
location = ${PAGE_FEEDBACK_PATH} {
    ${HEADERS_INCLUDE}
    add_header Cache-Control "no-store" always;
    # A 405 names the one method taken, as HTTP asks.
    add_header Allow "POST" always;
    if ($request_method != POST) { return 405; }
    limit_req zone=docs_page_feedback burst=${PAGE_FEEDBACK_BURST} nodelay;
    client_max_body_size ${PAGE_FEEDBACK_MAX_BODY};
    # The whole body in one memory buffer, where $request_body can read it.
    client_body_buffer_size ${PAGE_FEEDBACK_MAX_BODY};
    client_body_in_single_buffer on;
    access_log ${log} docs_page_feedback if=$docs_page_feedback_valid;
    proxy_pass $scheme://127.0.0.1:$server_port${PAGE_FEEDBACK_CHECK_PATH};
    proxy_pass_request_body off;
${locationLines(ANONYMOUS_PROXY_REQUEST)}    proxy_set_header Content-Length "";
    proxy_set_header Host $host;
    proxy_set_header X-Page-Feedback-Valid $docs_page_feedback_valid;
}

location = ${PAGE_FEEDBACK_CHECK_PATH} {
    ${HEADERS_INCLUDE}
    allow 127.0.0.1;
    allow ::1;
    deny all;
    access_log off;
    if ($http_x_page_feedback_valid != 1) { return 400; }
    return 204;
}`;
}

/**
 * The `location` blocks for the features the server's environment switches
 * on: the Ask AI proxy, the docs MCP server, the no-result search report,
 * page feedback, and the search settings file that tells the browser about
 * them (served from `files.settingsFile` instead of the build's). Reports
 * are logged to `files.searchReportLog`, answers to
 * `files.pageFeedbackLog`. An upstream given by name is looked up through
 * `files.nameservers` (see `proxyPassLines`). With all of them off it holds no location, so
 * the build's own settings apply. The result holds the Ask AI key: write it
 * where only the server can read it.
 */
export function serverLocations(
  settings: ServerSettings,
  files: {
    settingsFile: string;
    searchReportLog: string;
    pageFeedbackLog: string;
    nameservers: readonly string[];
  },
): string {
  const blocks: string[] = [];
  const {askAi} = settings;
  if (askAi) blocks.push(askAiLocations(askAi, HEADERS_INCLUDE, files.nameservers));
  if (settings.mcp) {
    blocks.push(
      proxiedLocation(
        {
          comment: 'The docs MCP server (npm run mcp:http): read-only tools for coding agents.',
          path: MCP_PATH,
          methods: 'POST GET DELETE',
          zone: 'docs_mcp',
          burst: MCP_BURST,
          maxBody: MCP_MAX_BODY,
          upstream: new URL(MCP_PATH, settings.mcp),
          readTimeout: '60s',
          failure: {
            statuses: '502 503 504',
            name: 'mcp_unavailable',
            status: 503,
            body: '{"jsonrpc":"2.0","error":{"code":-32000,"message":"The docs MCP server is not running."},"id":null}',
          },
        },
        files.nameservers,
      ),
    );
  }
  if (settings.searchReport) {
    blocks.push(`# No-result search reports: logged without the client's address, answered with nothing.
location = ${SEARCH_REPORT_PATH} {
    ${HEADERS_INCLUDE}
    add_header Cache-Control "no-store" always;
    # The beacon only POSTs; a 405 names that method, as HTTP asks.
    add_header Allow "POST" always;
    if ($request_method != POST) { return 405; }
    limit_req zone=docs_search_report burst=20 nodelay;
    access_log ${files.searchReportLog} docs_search_report if=$docs_search_report_taken;
    # Answered at the try-files phase, after the rate limit (a \`return\` would skip it).
    try_files /nonexistent-search-report =204;
}`);
  }
  if (settings.pageFeedback) blocks.push(pageFeedbackLocations(files.pageFeedbackLog));
  if (publishesSettings(settings)) {
    blocks.push(`# The search settings in force: the build's, with the features above switched on.
location = ${PUBLISHED_SETTINGS_PATH} {
    ${HEADERS_INCLUDE}
    add_header Cache-Control "no-cache" always;
    default_type application/json;
    alias ${files.settingsFile};
}`);
  }
  return blocks.length > 0
    ? `${blocks.join('\n\n')}\n`
    : '# The Ask AI proxy, the MCP server, search reports, page feedback and server-side search settings are off.\n';
}
