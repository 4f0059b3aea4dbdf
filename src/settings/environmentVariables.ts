/**
 * Every environment variable the project's code reads, each declared once:
 * what it sets, what happens without it, who reads it and whether it is a
 * secret. `tests/unit/environmentVariables.test.ts` fails on a variable read
 * but not declared here, or declared but read nowhere, and
 * `npm run maintainer-docs` writes the table of `maintainers/deploying.md`
 * from this list.
 *
 * Generic variables count too when the code reads them (`NODE_ENV`); the
 * ones the code only sets for another program (`DEBIAN_FRONTEND` for
 * apt-get, `NO_COLOR` for a child build) are that program's, not ours.
 *
 * Pure data and small helpers with no Node import, so a plugin, a script,
 * a test or a browser module can import it.
 */

import {DEBIAN_CHROMIUM, DEBIAN_NGINX} from './systemPackages.mjs';

/** Who reads a variable. */
export type EnvironmentReader =
  | 'build'
  | 'precompress'
  | 'nginx config'
  | 'serve:prod'
  | 'search commands'
  | 'MCP server'
  | 'tests'
  | 'bench'
  | 'CI';

/** What happens when a variable is unset: a plain value the readers fall back to, or a description. */
type WhenUnset = {fallback: string} | {whenUnset: string};

/** What the project says about one environment variable. */
export type EnvironmentVariable = WhenUnset & {
  /** What the variable sets, in one sentence. */
  sets: string;
  readBy: readonly EnvironmentReader[];
  /** A secret must never reach the build, and so never the browser. */
  secret: boolean;
};

/**
 * Every environment variable the code reads, in the order
 * `maintainers/deploying.md` lists them: what each sets, its default, who
 * reads it and whether it is a secret.
 */
export const environmentVariables = {
  NODE_ENV: {
    sets: 'Set by Docusaurus, not by you: `production` under `npm run build`, which then draws diagrams into SVG instead of in the browser.',
    whenUnset: 'set by Docusaurus',
    readBy: ['build'],
    secret: false,
  },
  DOCS_EDIT_URL: {
    sets: 'The repository\'s edit URL ending in `/` (such as `https://github.com/<owner>/<repo>/edit/main/`), which gives written pages and devlog posts an "Edit this page" link.',
    whenUnset: 'unset: no edit link',
    readBy: ['build'],
    secret: false,
  },
  DOCS_ISSUES_URL: {
    sets: 'Where "Let us know." opens a prefilled issue when a search finds nothing.',
    fallback: 'https://github.com/3dverse/docs/issues/new',
    readBy: ['build'],
    secret: false,
  },
  COMMUNITY_CHAT_URL: {
    sets: 'The address of the community chat link in the navbar.',
    fallback: 'https://discord.gg/3dverse',
    readBy: ['build'],
    secret: false,
  },
  GTAG_TRACKING_ID: {
    sets: 'A Google tag id, which turns on page-view analytics with anonymised IP addresses.',
    whenUnset: 'unset: no analytics script at all',
    readBy: ['build'],
    secret: false,
  },
  ALGOLIA_APP_ID: {
    sets: 'With the other two `ALGOLIA_` variables, switches the search modal from the embedded index to this Algolia DocSearch application (letters and digits).',
    whenUnset: 'unset: the embedded index',
    readBy: ['build', 'nginx config', 'serve:prod'],
    secret: false,
  },
  ALGOLIA_SEARCH_API_KEY: {
    sets: "Algolia's search-only key, which is public by design and reaches the browser.",
    whenUnset: 'unset: the embedded index',
    readBy: ['build', 'nginx config', 'serve:prod'],
    secret: false,
  },
  ALGOLIA_INDEX_NAME: {
    sets: 'The Algolia index the search modal queries.',
    whenUnset: 'unset: the embedded index',
    readBy: ['build', 'nginx config', 'serve:prod'],
    secret: false,
  },
  ASK_AI_ENDPOINT: {
    sets: 'With `ASK_AI_MODEL`, the OpenAI-compatible chat completions endpoint the browser asks for Ask AI answers; it must need no key (a proxy that holds it, or a keyless server).',
    whenUnset: 'unset: Ask AI shows the best passages and says no model is configured',
    readBy: ['build'],
    secret: false,
  },
  ASK_AI_MODEL: {
    sets: 'The model Ask AI asks for: read by the build with `ASK_AI_ENDPOINT`, and by the server with the two other `ASK_AI_` variables of its proxy.',
    whenUnset: 'unset: no model',
    readBy: ['build', 'nginx config', 'serve:prod'],
    secret: false,
  },
  ASK_AI_UPSTREAM: {
    sets: "The OpenAI-compatible chat completions URL nginx's Ask AI proxy forwards to; the proxy needs `ASK_AI_API_KEY` and `ASK_AI_MODEL` as well.",
    whenUnset: 'unset: proxy off',
    readBy: ['nginx config', 'serve:prod'],
    secret: false,
  },
  ASK_AI_API_KEY: {
    sets: 'The key nginx adds to the requests it proxies for Ask AI, written to a file only its owner can read.',
    whenUnset: 'unset: proxy off',
    readBy: ['nginx config', 'serve:prod'],
    secret: true,
  },
  SEARCH_REPORT_ENDPOINT: {
    sets: "Where the built site's search modal sends no-result reports; a server with `SEARCH_REPORT=on` publishes its own.",
    whenUnset: 'unset: no reports',
    readBy: ['build'],
    secret: false,
  },
  PAGE_FEEDBACK_ENDPOINT: {
    sets: 'Where the built site\'s "Was this page helpful?" widget posts answers; a server with `PAGE_FEEDBACK=on` publishes its own.',
    whenUnset: 'unset: no widget',
    readBy: ['build'],
    secret: false,
  },
  MCP_ENDPOINT: {
    sets: 'The docs MCP server the built site\'s "Use with AI" menu offers to install; a server with `MCP_UPSTREAM` publishes its own.',
    whenUnset: 'unset: no MCP links',
    readBy: ['build'],
    secret: false,
  },
  API_CONSOLE: {
    sets: '`off` (or `0`, `false`, `no`) leaves the REST API console out of the build.',
    whenUnset: 'unset: console on',
    readBy: ['build'],
    secret: false,
  },
  API_CONSOLE_BASE_URL: {
    sets: "A server the REST API console offers before the OpenAPI file's, such as a staging platform or a CORS proxy; its origin joins the policy's `connect-src`.",
    whenUnset: "unset: the OpenAPI file's servers only",
    readBy: ['build', 'nginx config', 'serve:prod'],
    secret: false,
  },
  CHROMIUM_PATH: {
    sets: 'The Chromium that draws diagrams during the build, and that the tests and the bench drive.',
    fallback: DEBIAN_CHROMIUM.path,
    readBy: ['build', 'tests', 'bench', 'CI'],
    secret: false,
  },
  SEARCH_REPORT: {
    sets: '`on` (or `1`, `true`, `yes`) makes the site report searches that failed readers, and nginx log them.',
    whenUnset: 'unset: off',
    readBy: ['nginx config', 'serve:prod'],
    secret: false,
  },
  SEARCH_REPORT_LOG: {
    sets: 'The file `npm run nginx-config` tells nginx to log search reports to.',
    fallback: '/var/log/nginx/3dverse-docs.search-report.log',
    readBy: ['nginx config'],
    secret: false,
  },
  PAGE_FEEDBACK: {
    sets: '`on` (or `1`, `true`, `yes`) shows "Was this page helpful?" on doc pages and devlog posts, and has nginx check and log the answers.',
    whenUnset: 'unset: off',
    readBy: ['nginx config', 'serve:prod'],
    secret: false,
  },
  PAGE_FEEDBACK_LOG: {
    sets: 'The file `npm run nginx-config` tells nginx to log page feedback to.',
    fallback: '/var/log/nginx/3dverse-docs.page-feedback.log',
    readBy: ['nginx config'],
    secret: false,
  },
  MCP_UPSTREAM: {
    sets: 'The address of a running `npm run mcp:http` (such as `http://127.0.0.1:3939`), which nginx serves at `/mcp`.',
    whenUnset: 'unset: `/mcp` answers 404, and `serve:prod` starts its own server',
    readBy: ['nginx config', 'serve:prod'],
    secret: false,
  },
  MCP: {
    sets: '`off` (or `0`, `false`, `no`) keeps `npm run serve:prod` from starting the docs MCP server beside nginx.',
    whenUnset: 'unset: started',
    readBy: ['serve:prod'],
    secret: false,
  },
  PORT: {
    sets: 'The port `npm run serve:prod` listens on. Docusaurus reads it too, as the port `npm start` and `npm run serve` try first (3000 when unset).',
    fallback: '8080',
    readBy: ['serve:prod'],
    secret: false,
  },
  HOST: {
    sets: 'The address `npm run serve:prod` listens on.',
    fallback: '127.0.0.1',
    readBy: ['serve:prod'],
    secret: false,
  },
  NGINX_PATH: {
    sets: 'The nginx binary that `npm run serve:prod`, the end-to-end tests and `.ci/run` use.',
    fallback: DEBIAN_NGINX.path,
    readBy: ['serve:prod', 'tests', 'CI'],
    secret: false,
  },
  MCP_PORT: {
    sets: 'The port `npm run mcp:http` listens on.',
    fallback: '3939',
    readBy: ['MCP server'],
    secret: false,
  },
  MCP_HOST: {
    sets: 'The address `npm run mcp:http` listens on.',
    fallback: '127.0.0.1',
    readBy: ['MCP server'],
    secret: false,
  },
  DOCS_BUILD_DIR: {
    sets: "The build to serve, test or measure instead of the site's `build/`, so an engineer can work on a build of their own beside the one others use.",
    whenUnset: "the site's `build/`",
    readBy: [
      'precompress',
      'serve:prod',
      'nginx config',
      'search commands',
      'MCP server',
      'tests',
      'bench',
    ],
    secret: false,
  },
  CRAWL_ALL: {
    sets: '`1` makes the end-to-end crawl visit every generated reference page, not one in five.',
    whenUnset: 'unset: one in five',
    readBy: ['tests'],
    secret: false,
  },
  FIXTURE_FAULT: {
    sets: 'The one fault the validation fixture site is built with; the validation tests set it for each build.',
    fallback: 'none',
    readBy: ['tests'],
    secret: false,
  },
} as const satisfies Record<string, EnvironmentVariable>;

/** The name of a declared environment variable. */
export type EnvironmentVariableName = keyof typeof environmentVariables;

/**
 * An environment holding some of the declared variables. A function that
 * reads variables names them in its parameter's type
 * (`env: Environment<'DOCS_BUILD_DIR'>`), which the declaration test reads.
 */
export type Environment<Name extends EnvironmentVariableName = EnvironmentVariableName> = Partial<
  Record<Name, string>
>;

/** The declared variables whose readers fall back to a plain value. */
type NameWithFallback = {
  [Name in EnvironmentVariableName]: (typeof environmentVariables)[Name] extends {
    fallback: string;
  }
    ? Name
    : never;
}[EnvironmentVariableName];

/** Node's environment, or an empty one where there is no `process` (a browser). */
function processEnvironment(): Readonly<Record<string, string | undefined>> {
  return typeof process === 'undefined' ? {} : process.env;
}

/**
 * The value of a declared variable in `env` (the process's environment by
 * default), else its declared fallback. A set but empty value is returned
 * as it is, as `??` would: each reader decides what an empty value means.
 */
export function readEnvironment<Name extends EnvironmentVariableName>(
  name: Name,
  env?: Environment,
): Name extends NameWithFallback ? string : string | undefined;
export function readEnvironment(
  name: EnvironmentVariableName,
  env: Environment = processEnvironment(),
): string | undefined {
  const declared: EnvironmentVariable = environmentVariables[name];
  return env[name] ?? ('fallback' in declared ? declared.fallback : undefined);
}

/**
 * The process's environment with `values` set on top, for a child process,
 * so that the names a parent hands down are checked against the declarations.
 */
export function environmentWith(values: Environment): Record<string, string | undefined> {
  return {...processEnvironment(), ...values};
}
