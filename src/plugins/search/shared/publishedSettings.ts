import type {
  AlgoliaSettings,
  ApiConsoleSettings,
  ApiServer,
  AskAiSettings,
  McpSettings,
  PageFeedbackSettings,
  SearchReportSettings,
  SearchSettings,
} from './searchSettings';

/**
 * Where a production build publishes the engine settings (hosted search and
 * the Ask AI endpoint). Reading them at run time lets a deployment switch
 * engines or endpoints by replacing this file, without a rebuild; nothing in
 * it is secret (an Algolia search-only key is public by design).
 */
export const PUBLISHED_SETTINGS_PATH = '/search-settings.json';

/** The settings a published file can change. */
export type EngineSettings = Pick<
  SearchSettings,
  'algolia' | 'askAi' | 'searchReport' | 'pageFeedback' | 'mcp' | 'apiConsole'
>;

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

let loading: Promise<EngineSettings | undefined> | undefined;

async function fetchEngineSettings(): Promise<EngineSettings | undefined> {
  try {
    const response = await fetch(PUBLISHED_SETTINGS_PATH, {cache: 'no-cache'});
    return response.ok ? parseEngineSettings(await response.json()) : undefined;
  } catch {
    // Unreachable or malformed: the settings the site was built with still apply.
    return undefined;
  }
}

/**
 * The engine settings in force: the published file's when there is one, else
 * the ones the site was built (or started, under `npm start`) with. Fetched
 * once per page load, on the first query.
 */
export async function resolveEngineSettings(built: EngineSettings): Promise<EngineSettings> {
  loading ??= fetchEngineSettings();
  return (
    (await loading) ?? {
      algolia: built.algolia,
      askAi: built.askAi,
      searchReport: built.searchReport,
      pageFeedback: built.pageFeedback,
      mcp: built.mcp,
      apiConsole: built.apiConsole,
    }
  );
}
