import {existsSync, readFileSync} from 'node:fs';
import path from 'node:path';
import {
  algoliaOrigin,
  parseEngineSettings,
  type EngineSettings,
} from '../plugins/search/shared/engineSettings';
import {PUBLISHED_SETTINGS_PATH} from '../plugins/search/shared/publishedSettings';
import {CONFIGURED_API_SERVER} from '../plugins/search/shared/searchSettings';
import {samples} from '../data/samples';
import {builtHtmlFiles} from '../site/builtSite/builtHtmlFiles';
import {publishedRedirects} from '../site/redirects';
import {askAiRequestMap} from './askAiRequest';
import {contentSecurityPolicy} from './contentSecurityPolicy';
import {inlineScriptHashes} from './inlineScriptHashes';
import {redirectMap} from './redirectMap';
import {securityHeaders, securityHeadersConf} from './securityHeaders';
import {serverLocations} from './serverLocations';
import {
  ASK_AI_PROXY_PATH,
  MCP_PATH,
  PAGE_FEEDBACK_PATH,
  publishesSettings,
  SEARCH_REPORT_PATH,
  type ServerSettings,
} from './serverSettings';

/**
 * Distinct inline scripts the policy may list. Docusaurus writes two (the
 * colour mode, the base-URL banner) and a redirect page one each; a page
 * adding its own would lengthen the header of every response, so the build
 * is refused instead and the script belongs in a file.
 */
export const MAX_INLINE_SCRIPTS = 16;

/** A file of the server's generated configuration. */
export type GeneratedFile = {name: string; content: string; secret?: boolean};

/** Where the rendered files will live, which some of them name. */
export type RenderTarget = {
  /** Absolute folder the files are written to (`…/3dverse-docs/generated`). */
  generatedDir: string;
  /** Absolute path of the no-result search log. */
  searchReportLog: string;
  /** Absolute path of the page feedback log. */
  pageFeedbackLog: string;
  /** The DNS servers nginx looks an upstream's name up with (`machineNameservers`). */
  nameservers: readonly string[];
};

/** The engine settings the browser should use once the server's features are applied. */
export function servedEngineSettings(
  built: EngineSettings,
  server: ServerSettings,
): EngineSettings {
  return {
    algolia: server.algolia ?? built.algolia,
    askAi: server.askAi ? {endpoint: ASK_AI_PROXY_PATH, model: server.askAi.model} : built.askAi,
    searchReport: server.searchReport ? {endpoint: SEARCH_REPORT_PATH} : built.searchReport,
    pageFeedback: server.pageFeedback ? {endpoint: PAGE_FEEDBACK_PATH} : built.pageFeedback,
    mcp: server.mcp ? {endpoint: MCP_PATH} : built.mcp,
    apiConsole: server.apiConsoleBaseUrl
      ? {
          // The operator's server comes first, so the console offers it first.
          servers: [
            {
              url: server.apiConsoleBaseUrl.href.replace(/\/$/, ''),
              description: CONFIGURED_API_SERVER,
            },
            ...(built.apiConsole?.servers ?? []),
          ].filter(
            (item, index, all) => all.findIndex((other) => other.url === item.url) === index,
          ),
        }
      : built.apiConsole,
  };
}

/**
 * Origins the browser calls for these settings besides the site itself:
 * each exactly, the API console's servers included, never a wildcard.
 */
export function connectOrigins({
  algolia,
  askAi,
  searchReport,
  pageFeedback,
  apiConsole,
}: EngineSettings): string[] {
  const origins: string[] = [];
  if (algolia) origins.push(algoliaOrigin(algolia.appId));
  for (const endpoint of [askAi?.endpoint, searchReport?.endpoint, pageFeedback?.endpoint]) {
    // A path is the site's own; only a full URL names another origin.
    if (endpoint && /^https?:\/\//.test(endpoint)) origins.push(new URL(endpoint).origin);
  }
  for (const server of apiConsole?.servers ?? []) origins.push(new URL(server.url).origin);
  return [...new Set(origins)];
}

/**
 * The generated part of the nginx configuration for the build in
 * `buildDir`: the redirect map, the Ask AI proxy's request check, the
 * security headers (with a policy that hashes every inline script the built
 * pages hold, so it can never disagree with the build it serves), and the
 * locations of the features `server` switches on, with the search settings
 * that announce them.
 */
export function renderServerConfig(
  buildDir: string,
  docsDir: string,
  server: ServerSettings,
  target: RenderTarget,
): GeneratedFile[] {
  const settingsPath = path.join(buildDir, PUBLISHED_SETTINGS_PATH);
  if (!existsSync(path.join(buildDir, 'index.html')) || !existsSync(settingsPath)) {
    throw new Error(`No production build in ${buildDir}. Run \`npm run build\` first.`);
  }
  const hashes = new Map<string, string>();
  let analytics = false;
  for (const page of builtHtmlFiles(buildDir)) {
    const html = readFileSync(path.join(buildDir, page), 'utf8');
    for (const hash of inlineScriptHashes(html)) {
      if (!hashes.has(hash)) hashes.set(hash, page);
    }
    analytics ||= html.includes('https://www.googletagmanager.com/gtag/js');
  }
  if (hashes.size > MAX_INLINE_SCRIPTS) {
    const pages = [...new Set(hashes.values())].slice(0, 5).join(', ');
    throw new Error(
      `The build has ${hashes.size} different inline scripts (more than ${MAX_INLINE_SCRIPTS}), first seen in ${pages}. ` +
        'Each one lengthens the Content-Security-Policy of every response: move page scripts into files.',
    );
  }
  const built = parseEngineSettings(JSON.parse(readFileSync(settingsPath, 'utf8')));
  const served = servedEngineSettings(built, server);
  const policy = contentSecurityPolicy({
    scriptHashes: [...hashes.keys()].sort(),
    connectOrigins: connectOrigins(served),
    frameOrigins: samples.flatMap((sample) =>
      sample.demoUrl ? [new URL(sample.demoUrl).origin] : [],
    ),
    analytics,
  });
  const files: GeneratedFile[] = [
    {name: 'redirects.conf', content: redirectMap(publishedRedirects(docsDir))},
    {
      name: 'ask-ai-request.conf',
      content: server.askAi
        ? askAiRequestMap(server.askAi.model)
        : '# The Ask AI proxy is off: no request shape to check.\n',
    },
    {name: 'security-headers.conf', content: securityHeadersConf(securityHeaders(policy))},
    {
      name: 'locations.conf',
      content: serverLocations(server, {
        settingsFile: path.join(target.generatedDir, PUBLISHED_SETTINGS_PATH),
        searchReportLog: target.searchReportLog,
        pageFeedbackLog: target.pageFeedbackLog,
        nameservers: target.nameservers,
      }),
      secret: server.askAi !== null,
    },
  ];
  if (publishesSettings(server)) {
    files.push({name: path.basename(PUBLISHED_SETTINGS_PATH), content: JSON.stringify(served)});
  }
  return files;
}
