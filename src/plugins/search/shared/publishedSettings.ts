import {parseEngineSettings, type EngineSettings} from './engineSettings';

/**
 * Where a production build publishes the engine settings: hosted search,
 * the Ask AI endpoint, where search reports and page feedback go, the MCP
 * server and the API console's servers. Reading them at run time lets a
 * deployment switch engines or endpoints by replacing this file, without a
 * rebuild; nothing in it is secret (an Algolia search-only key is public by
 * design).
 */
export const PUBLISHED_SETTINGS_PATH = '/search-settings.json';

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
