/*
 * The settings of the services search and its neighbours talk to (hosted
 * search, Ask AI, reports, feedback, the MCP server, the API console). They
 * come from the environment at build time and may be replaced at run time
 * by a published settings file; both go through `parseEngineSettings`, so a
 * half-configured service is off in either case.
 */

/** Hosted search, used instead of the embedded index when all three are set. */
export type AlgoliaSettings = {appId: string; searchKey: string; indexName: string};

/** An OpenAI-compatible chat endpoint (a proxy or a keyless server) and its model. */
export type AskAiSettings = {endpoint: string; model: string};

/**
 * Where the search modal reports queries that failed readers (no result, or
 * no result opened). Opt-in: the production server sets it when its
 * operator asks for reports (see deploy/).
 */
export type SearchReportSettings = {endpoint: string};

/** Where the "Was this page helpful?" widget posts answers; without it the widget does not show. */
export type PageFeedbackSettings = {endpoint: string};

/** The docs MCP server's endpoint, which the "Use with AI" menu offers to connect. */
export type McpSettings = {endpoint: string};

/** A server the REST API console may send requests to. */
export type ApiServer = {url: string; description: string};

/**
 * The REST API console of the operation pages and the servers it offers,
 * the only ones it sends to (and the only ones the server's policy lets the
 * browser reach for it).
 */
export type ApiConsoleSettings = {servers: ApiServer[]};

/** The settings a published file can change; `null` turns a service off. */
export type EngineSettings = {
  algolia: AlgoliaSettings | null;
  askAi: AskAiSettings | null;
  searchReport: SearchReportSettings | null;
  pageFeedback: PageFeedbackSettings | null;
  mcp: McpSettings | null;
  apiConsole: ApiConsoleSettings | null;
};

function nonEmpty(value: unknown): value is string {
  return typeof value === 'string' && value.trim() !== '';
}

function parsedUrl(url: string): URL | undefined {
  try {
    return new URL(url);
  } catch {
    return undefined;
  }
}

/**
 * The API console's servers a settings file lists: http(s) URLs without
 * credentials, query or fragment, without a trailing slash, each once.
 */
function apiServers(listed: unknown): ApiServer[] {
  const servers = new Map<string, ApiServer>();
  for (const item of Array.isArray(listed) ? listed : []) {
    const {url, description} = (item ?? {}) as Partial<Record<keyof ApiServer, unknown>>;
    const parsed = nonEmpty(url) ? parsedUrl(url) : undefined;
    const plain =
      parsed &&
      /^https?:$/.test(parsed.protocol) &&
      !parsed.username &&
      !parsed.password &&
      !parsed.search &&
      !parsed.hash;
    if (!plain) continue;
    const href = parsed.href.replace(/\/$/, '');
    if (!servers.has(href)) {
      servers.set(href, {
        url: href,
        description: typeof description === 'string' ? description : '',
      });
    }
  }
  return [...servers.values()];
}

/**
 * Reads a published settings file: Algolia only with its three values, Ask AI
 * only with both endpoint and model, search reports only with an endpoint,
 * the API console only with at least one valid server; anything else counts
 * as not configured.
 */
export function parseEngineSettings(json: unknown): EngineSettings {
  const file = (json ?? {}) as {
    algolia?: Partial<AlgoliaSettings>;
    askAi?: Partial<AskAiSettings>;
    searchReport?: Partial<SearchReportSettings>;
    pageFeedback?: Partial<PageFeedbackSettings>;
    mcp?: Partial<McpSettings>;
    apiConsole?: Partial<ApiConsoleSettings>;
  };
  const {appId, searchKey, indexName} = file.algolia ?? {};
  const {endpoint, model} = file.askAi ?? {};
  const servers = apiServers(file.apiConsole?.servers);
  return {
    algolia:
      nonEmpty(appId) && nonEmpty(searchKey) && nonEmpty(indexName)
        ? {appId, searchKey, indexName}
        : null,
    askAi: nonEmpty(endpoint) && nonEmpty(model) ? {endpoint, model} : null,
    searchReport: nonEmpty(file.searchReport?.endpoint)
      ? {endpoint: file.searchReport.endpoint}
      : null,
    pageFeedback: nonEmpty(file.pageFeedback?.endpoint)
      ? {endpoint: file.pageFeedback.endpoint}
      : null,
    mcp: nonEmpty(file.mcp?.endpoint) ? {endpoint: file.mcp.endpoint} : null,
    apiConsole: servers.length > 0 ? {servers} : null,
  };
}

/** The host Algolia answers an application's searches from; the site's policy must allow it. */
export function algoliaOrigin(appId: string): string {
  return `https://${appId}-dsn.algolia.net`;
}
