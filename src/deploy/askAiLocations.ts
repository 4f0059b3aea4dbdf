import {ASK_AI_PROXY_PATH, type AskAiProxySettings} from './serverSettings';
import {proxyPassLines} from './proxyPass';
import {ANONYMOUS_PROXY_REQUEST, jsonErrorLocation, locationLines} from './locationBlocks';
import {DEBIAN_CA_CERTIFICATES} from '../settings/systemPackages.mjs';

/** Largest Ask AI request the proxy forwards: a question with its passages is far below it. */
const ASK_AI_MAX_BODY = '64k';

/** Requests a client may send at once above the zone's steady rate (docs-http.conf). */
const ASK_AI_BURST = 8;

/** How long the proxy waits between two pieces of a streamed answer. */
const ASK_AI_READ_TIMEOUT = '120s';

/**
 * Where a request goes once nginx has read its body, on this same server;
 * only the server itself may call it, as it adds the key.
 */
export const ASK_AI_FORWARD_PATH = '/__ask-ai-forward';

/** The header that carries the body's verdict from the public location to the forwarding one. */
const VERDICT_HEADER = 'X-Ask-Ai-Request-Valid';

/** The plain error the browser gets instead of a provider's, which can quote the key. */
const FAILED_BODY = '{"error":"The AI endpoint could not answer."}';

/** What a body of any other shape than the site's own gets. */
const REFUSED_BODY =
  '{"error":"The proxy forwards only the Ask AI requests the site itself sends."}';

/**
 * Every error status but 499, nginx's note of a client that left, which
 * `error_page` refuses: a provider's error body can quote the key (a quota,
 * permission or validation error as well as an invalid key), and its 403 or
 * 429 would read as the proxy's own, so the browser gets a plain 502 instead.
 */
const PROVIDER_ERROR_STATUSES = Array.from({length: 200}, (_, offset) => 400 + offset)
  .filter((status) => status !== 499)
  .join(' ');

/**
 * nginx does not check an HTTPS upstream's certificate unless told to: the key
 * would go to whoever answered for the provider's name. Checked against the
 * public authorities Debian installs; a plain-HTTP upstream has nothing to check.
 */
function verifiedTls(upstream: URL): string[] {
  if (upstream.protocol !== 'https:') return [];
  return [
    'proxy_ssl_verify on;',
    'proxy_ssl_verify_depth 4;',
    `proxy_ssl_trusted_certificate ${DEBIAN_CA_CERTIFICATES};`,
  ];
}

/**
 * The Ask AI proxy's locations. The public one takes the browser's request
 * with the site's headers, a body cap (413), a per-client rate limit (429)
 * and POST only (403), reads the whole body into memory, and passes it with
 * the verdict of `$docs_ask_ai_request_valid` (askAiRequest.ts) to the
 * forwarding location on this same server: nginx checks a body only once it
 * has read it, after the phase where a location could still refuse the
 * request, so the refusal is the second location's. That one answers 400 to
 * any other body, and forwards the site's own with the key, streamed
 * unbuffered, replacing every error the provider answers with a plain 502.
 * The result holds the key: write it where only the server can read it.
 */
export function askAiLocations(
  askAi: AskAiProxySettings,
  headersInclude: string,
  nameservers: readonly string[],
): string {
  const provider = proxyPassLines(askAi.upstream, 'docs_ask_ai_upstream', nameservers);
  return `# Ask AI: the key is added here and never leaves the server.
location = ${ASK_AI_PROXY_PATH} {
    ${headersInclude}
    add_header Cache-Control "no-store" always;
    limit_except POST { deny all; }
    limit_req zone=docs_ask_ai burst=${ASK_AI_BURST} nodelay;
    client_max_body_size ${ASK_AI_MAX_BODY};
    # The whole body in one memory buffer, where the verdict's pattern reads it.
    client_body_buffer_size ${ASK_AI_MAX_BODY};
    client_body_in_single_buffer on;
    proxy_pass $scheme://127.0.0.1:$server_port${ASK_AI_FORWARD_PATH};
${locationLines(ANONYMOUS_PROXY_REQUEST)}    proxy_set_header Host $host;
    proxy_set_header ${VERDICT_HEADER} $docs_ask_ai_request_valid;
    # Streamed as the provider writes it.
    proxy_buffering off;
    proxy_read_timeout ${ASK_AI_READ_TIMEOUT};
    # The forwarding location's answers pass as they are; only a failure to reach it is replaced.
    error_page 500 502 503 504 = @ask_ai_failed;
}

${jsonErrorLocation('ask_ai_failed', 502, FAILED_BODY, headersInclude)}

# Ask AI, second step: the site's own requests only, with the key. The
# public location above adds the site's headers to whatever this one answers.
location = ${ASK_AI_FORWARD_PATH} {
    allow 127.0.0.1;
    allow ::1;
    deny all;
    access_log off;
    default_type application/json;
    # A reply with a body of its own, which error_page leaves alone.
    if ($http_${VERDICT_HEADER.toLowerCase().replaceAll('-', '_')} != 1) {
        return 400 '${REFUSED_BODY}';
    }
${locationLines([...provider, ...ANONYMOUS_PROXY_REQUEST])}    proxy_set_header ${VERDICT_HEADER} "";
    proxy_ssl_server_name on;
${locationLines(verifiedTls(askAi.upstream))}    proxy_set_header Authorization "Bearer ${askAi.apiKey}";
    proxy_hide_header Set-Cookie;
    proxy_hide_header Access-Control-Allow-Origin;
    proxy_hide_header Access-Control-Allow-Headers;
    proxy_buffering off;
    proxy_read_timeout ${ASK_AI_READ_TIMEOUT};
    # A provider's error can quote the key (masked or not): the browser gets a plain one.
    proxy_intercept_errors on;
    error_page ${PROVIDER_ERROR_STATUSES} = @ask_ai_provider_failed;
}

${jsonErrorLocation('ask_ai_provider_failed', 502, FAILED_BODY)}`;
}
