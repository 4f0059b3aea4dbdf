import type {AlgoliaSettings} from '../plugins/search/shared/engineSettings';
import {switchedOn} from '../settings/switches';

/** The Ask AI proxy: where it forwards, with which key, for which model. */
export type AskAiProxySettings = {upstream: URL; apiKey: string; model: string};

/** What the server switches on from its environment. */
export type ServerSettings = {
  /** Null leaves the proxy off: the site keeps what the build published. */
  askAi: AskAiProxySettings | null;
  /** No-result search reports, off unless `SEARCH_REPORT=on`. */
  searchReport: boolean;
  /** "Was this page helpful?" answers, off unless `PAGE_FEEDBACK=on`. */
  pageFeedback: boolean;
  /**
   * Hosted search switched on by the server rather than the build, so a
   * deployment changes engines without a rebuild; null keeps the build's.
   */
  algolia: AlgoliaSettings | null;
  /**
   * The docs MCP server (`npm run mcp:http`) nginx forwards `/mcp` to; null
   * leaves `/mcp` off (a 404, like any path that is not a page).
   */
  mcp: URL | null;
  /**
   * A server the REST API console offers besides the OpenAPI file's (a
   * staging platform, or a proxy that answers CORS for this site); null
   * keeps the build's list.
   */
  apiConsoleBaseUrl: URL | null;
};

/** The variables the server reads; none of them reaches the build or the browser. */
export type ServerEnv = Partial<
  Record<
    | 'ASK_AI_UPSTREAM'
    | 'ASK_AI_API_KEY'
    | 'ASK_AI_MODEL'
    | 'SEARCH_REPORT'
    | 'PAGE_FEEDBACK'
    | 'ALGOLIA_APP_ID'
    | 'ALGOLIA_SEARCH_API_KEY'
    | 'ALGOLIA_INDEX_NAME'
    | 'MCP_UPSTREAM'
    | 'API_CONSOLE_BASE_URL',
    string
  >
>;

/** The path the browser posts Ask AI questions to when the proxy is on. */
export const ASK_AI_PROXY_PATH = '/ask-ai/chat/completions';

/** The path the search modal's reports go to when they are on. */
export const SEARCH_REPORT_PATH = '/search-report';

/** The path the page feedback widget posts its answers to when feedback is on. */
export const PAGE_FEEDBACK_PATH = '/page-feedback';

/** The path nginx forwards to the docs MCP server when it is on: the server's own. */
export {MCP_PATH} from '../mcp/endpoint';

/**
 * Whether the server switches on anything the browser must hear of, so that
 * it serves its own search settings file instead of the build's.
 */
export function publishesSettings(server: ServerSettings): boolean {
  return Boolean(
    server.askAi ||
    server.searchReport ||
    server.pageFeedback ||
    server.algolia ||
    server.mcp ||
    server.apiConsoleBaseUrl,
  );
}

/** A value nginx can hold in a quoted string without it being read as syntax or a variable. */
const PLAIN_VALUE = /^[\x21\x23\x25-\x3a\x3c-\x5b\x5d-\x7e]+$/;

/**
 * Reads the server's settings from its environment. The proxy is on only
 * with all three Ask AI values; with some but not all, or a value nginx
 * could misread, it throws rather than serve a half-configured proxy.
 */
export function serverSettingsFromEnv(env: ServerEnv): ServerSettings {
  const value = (name: keyof ServerEnv) => env[name]?.trim() || undefined;
  const upstream = value('ASK_AI_UPSTREAM');
  const apiKey = value('ASK_AI_API_KEY');
  const model = value('ASK_AI_MODEL');
  const searchReport = switchedOn(env.SEARCH_REPORT);
  const pageFeedback = switchedOn(env.PAGE_FEEDBACK);
  const algolia = algoliaFromEnv(value);
  const mcp = mcpFromEnv(value('MCP_UPSTREAM'));
  const apiConsoleBaseUrl = apiConsoleBaseUrlFromEnv(value('API_CONSOLE_BASE_URL'));
  const given = [upstream, apiKey, model].filter((item) => item !== undefined).length;
  if (given === 0) {
    return {askAi: null, searchReport, pageFeedback, algolia, mcp, apiConsoleBaseUrl};
  }
  if (!upstream || !apiKey || !model) {
    throw new Error(
      'The Ask AI proxy needs ASK_AI_UPSTREAM, ASK_AI_API_KEY and ASK_AI_MODEL together; set all three or none.',
    );
  }
  let url: URL;
  try {
    url = new URL(upstream);
  } catch {
    throw new Error(`ASK_AI_UPSTREAM is not a URL: ${upstream}`);
  }
  if (!/^https?:$/.test(url.protocol) || !PLAIN_VALUE.test(url.href)) {
    throw new Error(`ASK_AI_UPSTREAM must be an http(s) URL nginx can proxy to: ${upstream}`);
  }
  for (const [name, item] of [
    ['ASK_AI_API_KEY', apiKey],
    ['ASK_AI_MODEL', model],
  ] as const) {
    if (!PLAIN_VALUE.test(item)) {
      throw new Error(
        `${name} holds a space, a quote, a semicolon or a "$", which nginx would misread.`,
      );
    }
  }
  return {
    askAi: {upstream: url, apiKey, model},
    searchReport,
    pageFeedback,
    algolia,
    mcp,
    apiConsoleBaseUrl,
  };
}

/** The docs MCP server's address from `MCP_UPSTREAM`: a plain http URL with no path, or none. */
function mcpFromEnv(upstream: string | undefined): URL | null {
  if (!upstream) return null;
  let url: URL;
  try {
    url = new URL(upstream);
  } catch {
    throw new Error(`MCP_UPSTREAM is not a URL: ${upstream}`);
  }
  if (
    url.protocol !== 'http:' ||
    url.pathname !== '/' ||
    url.search ||
    !PLAIN_VALUE.test(url.href)
  ) {
    throw new Error(
      `MCP_UPSTREAM must be the http address of \`npm run mcp:http\`, such as http://127.0.0.1:3939, not ${upstream}`,
    );
  }
  return url;
}

/**
 * The API console's extra server from `API_CONSOLE_BASE_URL`: an http(s)
 * URL with no credentials, query or fragment, or none. Its origin goes into
 * the policy's `connect-src`, so a value that is not such a URL stops the
 * configuration rather than widen the policy in a way nobody meant.
 */
function apiConsoleBaseUrlFromEnv(base: string | undefined): URL | null {
  if (!base) return null;
  let url: URL;
  try {
    url = new URL(base);
  } catch {
    throw new Error(`API_CONSOLE_BASE_URL is not a URL: ${base}`);
  }
  if (
    !/^https?:$/.test(url.protocol) ||
    url.username ||
    url.password ||
    url.search ||
    url.hash ||
    !PLAIN_VALUE.test(url.href)
  ) {
    throw new Error(
      `API_CONSOLE_BASE_URL must be an http(s) URL without credentials, query or fragment, such as https://api.example.com/app/v1, not ${base}`,
    );
  }
  return url;
}

/** Algolia from the server's environment: all three values or none, an app id of letters and digits. */
function algoliaFromEnv(
  value: (name: keyof ServerEnv) => string | undefined,
): AlgoliaSettings | null {
  const appId = value('ALGOLIA_APP_ID');
  const searchKey = value('ALGOLIA_SEARCH_API_KEY');
  const indexName = value('ALGOLIA_INDEX_NAME');
  if (!appId && !searchKey && !indexName) return null;
  if (!appId || !searchKey || !indexName) {
    throw new Error(
      'Hosted search needs ALGOLIA_APP_ID, ALGOLIA_SEARCH_API_KEY and ALGOLIA_INDEX_NAME together; set all three or none.',
    );
  }
  if (!/^[A-Za-z0-9]+$/.test(appId)) {
    throw new Error(`ALGOLIA_APP_ID must be letters and digits: ${appId}`);
  }
  return {appId, searchKey, indexName};
}
