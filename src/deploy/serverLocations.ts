import {ASK_AI_PROXY_PATH, SEARCH_REPORT_PATH, type ServerSettings} from './serverSettings';

/** Largest Ask AI request the proxy forwards: a question with its passages is far below it. */
export const ASK_AI_MAX_BODY = '64k';

/** Requests a client may send at once above the zone's steady rate (docs-http.conf). */
export const ASK_AI_BURST = 8;

/** Largest MCP request nginx forwards: a tool call with the longest arguments the tools take is under 2 KB. */
export const MCP_MAX_BODY = '16k';

/** MCP calls a client may send at once above the zone's steady rate (docs-http.conf). */
export const MCP_BURST = 20;

const HEADERS_INCLUDE = 'include 3dverse-docs/generated/security-headers.conf;';

/**
 * The `location` blocks for the features the server's environment switches
 * on: the Ask AI proxy, the docs MCP server, the no-result search report, and the search
 * settings file that tells the browser about them (served from
 * `files.settingsFile` instead of the build's). Reports are logged to
 * `files.searchReportLog`. Empty when both are off, so the
 * build's own settings apply. The result holds the Ask AI key: write it
 * where only the server can read it.
 */
export function serverLocations(
  settings: ServerSettings,
  files: {settingsFile: string; searchReportLog: string},
): string {
  const blocks: string[] = [];
  const {askAi} = settings;
  if (askAi) {
    blocks.push(`# Ask AI: the key is added here and never leaves the server.
location = ${ASK_AI_PROXY_PATH} {
    ${HEADERS_INCLUDE}
    add_header Cache-Control "no-store" always;
    limit_except POST { deny all; }
    limit_req zone=docs_ask_ai burst=${ASK_AI_BURST} nodelay;
    client_max_body_size ${ASK_AI_MAX_BODY};
    client_body_buffer_size ${ASK_AI_MAX_BODY};
    proxy_pass ${askAi.upstream.href};
    proxy_http_version 1.1;
    proxy_ssl_server_name on;
    proxy_set_header Authorization "Bearer ${askAi.apiKey}";
    proxy_set_header Connection "";
    proxy_set_header Cookie "";
    proxy_set_header X-Forwarded-For "";
    proxy_hide_header Set-Cookie;
    proxy_hide_header Access-Control-Allow-Origin;
    proxy_hide_header Access-Control-Allow-Headers;
    # Stream the answer as the model writes it.
    proxy_buffering off;
    proxy_read_timeout 120s;
    # A provider's error can quote the key (masked or not): the browser gets a plain one.
    proxy_intercept_errors on;
    error_page 400 401 500 502 503 504 = @ask_ai_failed;
}

location @ask_ai_failed {
    ${HEADERS_INCLUDE}
    add_header Cache-Control "no-store" always;
    default_type application/json;
    return 502 '{"error":"The AI endpoint could not answer."}';
}`);
  }
  if (settings.mcp) {
    blocks.push(`# The docs MCP server (npm run mcp:http): read-only tools for coding agents.
location = /mcp {
    ${HEADERS_INCLUDE}
    add_header Cache-Control "no-store" always;
    limit_except POST GET DELETE { deny all; }
    limit_req zone=docs_mcp burst=${MCP_BURST} nodelay;
    client_max_body_size ${MCP_MAX_BODY};
    client_body_buffer_size ${MCP_MAX_BODY};
    proxy_pass ${settings.mcp.origin}/mcp;
    proxy_http_version 1.1;
    proxy_set_header Connection "";
    proxy_set_header Cookie "";
    proxy_set_header X-Forwarded-For "";
    proxy_buffering off;
    proxy_read_timeout 60s;
    proxy_intercept_errors on;
    error_page 502 503 504 = @mcp_unavailable;
}

location @mcp_unavailable {
    ${HEADERS_INCLUDE}
    add_header Cache-Control "no-store" always;
    default_type application/json;
    return 503 '{"jsonrpc":"2.0","error":{"code":-32000,"message":"The docs MCP server is not running."},"id":null}';
}`);
  }
  if (settings.searchReport) {
    blocks.push(`# No-result search reports: logged without the client's address, answered with nothing.
location = ${SEARCH_REPORT_PATH} {
    ${HEADERS_INCLUDE}
    add_header Cache-Control "no-store" always;
    limit_req zone=docs_search_report burst=20 nodelay;
    access_log ${files.searchReportLog} docs_search_report;
    # Answered at the try-files phase, after the rate limit (a \`return\` would skip it).
    try_files /nonexistent-search-report =204;
}`);
  }
  if (settings.askAi || settings.searchReport || settings.algolia) {
    blocks.push(`# The search settings in force: the build's, with the features above switched on.
location = /search-settings.json {
    ${HEADERS_INCLUDE}
    add_header Cache-Control "no-cache" always;
    default_type application/json;
    alias ${files.settingsFile};
}`);
  }
  return blocks.length > 0
    ? `${blocks.join('\n\n')}\n`
    : '# The Ask AI proxy, the MCP server, search reports and server-side search settings are off.\n';
}
