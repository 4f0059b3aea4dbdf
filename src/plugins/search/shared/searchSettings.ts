import {parseEngineSettings, type ApiServer, type EngineSettings} from './engineSettings';
import {switchedOff} from '../../../settings/switches';

/** A page the no-results state offers when a search found nothing. */
export type PopularPage = {title: string; path: string};

/** What the browser needs to know about search; none of it is secret. */
export type SearchSettings = EngineSettings & {
  searchPagePath: string;
  issuesUrl: string;
  /** Pages most readers come for, offered when a search found nothing. */
  popularPages: PopularPage[];
};

/** The environment variables search reads at build time. */
type SearchEnv = Partial<
  Record<
    | 'ALGOLIA_APP_ID'
    | 'ALGOLIA_SEARCH_API_KEY'
    | 'ALGOLIA_INDEX_NAME'
    | 'ASK_AI_ENDPOINT'
    | 'ASK_AI_MODEL'
    | 'SEARCH_REPORT_ENDPOINT'
    | 'PAGE_FEEDBACK_ENDPOINT'
    | 'MCP_ENDPOINT'
    | 'API_CONSOLE'
    | 'API_CONSOLE_BASE_URL',
    string
  >
>;

/** The description of the server `API_CONSOLE_BASE_URL` adds to the console. */
export const CONFIGURED_API_SERVER = 'Configured for this site';

/**
 * Search settings from the environment. Algolia applies only when its three
 * values are set, Ask AI only when both endpoint and model are; a search-only
 * Algolia key is public by design, and the AI endpoint must not need a key.
 * The API console offers `defaults.apiServers` (the OpenAPI file's) after
 * `API_CONSOLE_BASE_URL`, and is off with `API_CONSOLE=off`.
 */
export function searchSettingsFromEnv(
  env: SearchEnv,
  defaults: {
    searchPagePath: string;
    issuesUrl: string;
    popularPages: PopularPage[];
    apiServers: ApiServer[];
  },
): SearchSettings {
  const value = (name: keyof SearchEnv) => env[name]?.trim() || undefined;
  // The same completeness rule as a published settings file.
  const engines = parseEngineSettings({
    algolia: {
      appId: value('ALGOLIA_APP_ID'),
      searchKey: value('ALGOLIA_SEARCH_API_KEY'),
      indexName: value('ALGOLIA_INDEX_NAME'),
    },
    askAi: {endpoint: value('ASK_AI_ENDPOINT'), model: value('ASK_AI_MODEL')},
    searchReport: {endpoint: value('SEARCH_REPORT_ENDPOINT')},
    pageFeedback: {endpoint: value('PAGE_FEEDBACK_ENDPOINT')},
    mcp: {endpoint: value('MCP_ENDPOINT')},
    apiConsole: switchedOff(value('API_CONSOLE'))
      ? null
      : {
          servers: [
            ...(value('API_CONSOLE_BASE_URL')
              ? [{url: value('API_CONSOLE_BASE_URL'), description: CONFIGURED_API_SERVER}]
              : []),
            ...defaults.apiServers,
          ],
        },
  });
  return {
    searchPagePath: defaults.searchPagePath,
    issuesUrl: defaults.issuesUrl,
    popularPages: defaults.popularPages,
    ...engines,
  };
}
