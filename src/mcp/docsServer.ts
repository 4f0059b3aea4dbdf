import {readFile} from 'node:fs/promises';
import path from 'node:path';
import {McpServer} from '@modelcontextprotocol/sdk/server/mcp.js';
import type {CallToolResult} from '@modelcontextprotocol/sdk/types.js';
import {z} from 'zod';
import {searchSections} from '../site/searchSection';
import {loadOnce} from '../site/loadOnce';
import {PUBLISHED_OPENAPI_PATH} from '../site/restApi/openApiFile';
import type {ApiOperation} from './apiOperations/apiOperation';
import {describeApiOperation} from './apiOperations/describeApiOperation';
import {listApiOperations} from './apiOperations/listApiOperations';
import {readApiOperations} from './apiOperations/readApiOperations';
import {builtSearchIndex} from './builtSearchIndex';
import {describeSymbol} from './librarySymbols/describeSymbol';
import type {LibrarySymbol} from './librarySymbols/librarySymbol';
import {readLibrarySymbols} from './librarySymbols/readLibrarySymbols';
import {MAX_PATH_LENGTH, readPage} from './readPage';
import {MAX_QUERY_LENGTH, SEARCH_RESULTS, searchDocs} from './searchDocs';

/** Longest operationId or symbol name accepted: the longest real one is under 60 characters. */
const MAX_NAME_LENGTH = 200;

/** Where the server reads the docs from, and the address it writes links under. */
export type DocsServerOptions = {buildDir: string; siteUrl: string; version: string};

/** What every tool is: it reads the built docs and nothing else. */
const READ_ONLY = {
  readOnlyHint: true,
  destructiveHint: false,
  idempotentHint: true,
  openWorldHint: false,
};

function text(markdown: string): CallToolResult {
  return {content: [{type: 'text', text: markdown}]};
}

/**
 * A tool's failure as the agent should read it, flagged as an error. The
 * agent may be anyone's: a failure to read the build (a file missing from a
 * partial copy) is said without its path, and is logged whole for the
 * operator; other messages name the build folder as "the build".
 */
function failure(error: unknown, buildDir: string): CallToolResult {
  const systemError =
    error instanceof Error && typeof (error as {code?: unknown}).code === 'string';
  if (systemError) console.error('A docs tool could not read the build:', error);
  const message = systemError
    ? 'The docs server could not read a file of its build; its operator can see which in its log.'
    : (error instanceof Error ? error.message : String(error)).replaceAll(
        path.resolve(buildDir),
        'the build',
      );
  return {isError: true, content: [{type: 'text', text: message}]};
}

/** Runs a tool, turning what it throws into an error result rather than a protocol error. */
async function answer(run: () => Promise<string>, buildDir: string): Promise<CallToolResult> {
  try {
    return text(await run());
  } catch (error) {
    return failure(error, buildDir);
  }
}

/** The built docs the tools read, each loaded on first use and shared by every server made from it. */
export type DocsData = {
  search: ReturnType<typeof builtSearchIndex>;
  operations: () => Promise<ApiOperation[]>;
  symbols: () => Promise<LibrarySymbol[]>;
};

/**
 * The built docs in `buildDir`, for `createDocsServer`. Replaces the global
 * `fetch` with one that reads the build folder only (see
 * `builtSearchIndex`): call it in a process that serves the docs and
 * nothing else.
 */
export function loadDocsData(buildDir: string): DocsData {
  return {
    search: builtSearchIndex(buildDir),
    operations: loadOnce(async () =>
      readApiOperations(await readFile(path.join(buildDir, PUBLISHED_OPENAPI_PATH), 'utf8')),
    ).load,
    symbols: loadOnce(() => readLibrarySymbols(buildDir)).load,
  };
}

/**
 * The docs MCP server: five read-only tools over the built site in
 * `buildDir` (its search index, Markdown twins, OpenAPI file and library
 * reference pages). It makes no network request: the search engine reads
 * the index through `readOnlyFetch`, which refuses every other address.
 * Connect it to a transport (stdio, or Streamable HTTP; see
 * `scripts/mcp.mts` and `src/mcp/httpServer.ts`); servers made for each
 * HTTP request share one `data`.
 */
export function createDocsServer(
  {buildDir, siteUrl, version}: DocsServerOptions,
  {search, operations, symbols}: DocsData = loadDocsData(buildDir),
): McpServer {
  const server = new McpServer(
    {name: '3dverse-docs', title: '3dverse developer documentation', version},
    {
      instructions: `Read-only tools over the 3dverse developer documentation (${siteUrl}): search it as the site's search box does, read any page as Markdown, look up REST API operations of the Asset API, and look up livelink.js (@3dverse/livelink) and livelink.react (@3dverse/livelink-react) symbols with their signatures. Links in the results point at ${siteUrl}.`,
    },
  );

  server.registerTool(
    'search_docs',
    {
      title: 'Search the docs',
      description: `Searches the 3dverse docs as the site's search box does and returns the best pages, best first, as Markdown links with an excerpt and the headings that matched. Takes a name (Livelink.start, useEntity, scene_ref), a few words or a question. \`section\` keeps one part of the site: ${searchSections.join(', ')}.`,
      inputSchema: {
        query: z.string().max(MAX_QUERY_LENGTH).describe('What to look for.'),
        section: z.enum(searchSections).optional().describe('Only pages of this part of the site.'),
        limit: z
          .number()
          .int()
          .min(1)
          .max(SEARCH_RESULTS.max)
          .optional()
          .describe(`How many pages, ${SEARCH_RESULTS.default} by default.`),
      },
      annotations: READ_ONLY,
    },
    ({query, section, limit}) =>
      answer(
        async () => (await searchDocs(search, query, siteUrl, {section, limit})).markdown,
        buildDir,
      ),
  );

  server.registerTool(
    'read_page',
    {
      title: 'Read a docs page',
      description: `Returns a page of the docs as Markdown (the page's Markdown twin). \`path\` is a site path such as /core-concepts/rendering-sessions or a URL under ${siteUrl}. A long page comes in pieces: the end of a piece says which \`offset\` reads on.`,
      inputSchema: {
        path: z.string().max(MAX_PATH_LENGTH).describe('Site path or URL of the page.'),
        offset: z
          .number()
          .int()
          .min(0)
          .optional()
          .describe('Character to start from, for the next piece of a long page.'),
      },
      annotations: READ_ONLY,
    },
    ({path: address, offset}) =>
      answer(async () => (await readPage(buildDir, address, siteUrl, offset)).markdown, buildDir),
  );

  server.registerTool(
    'list_api_operations',
    {
      title: 'List REST API operations',
      description:
        'Lists the operations of the 3dverse Asset API: operationId, method, path, summary and the @3dverse/api function that calls it. `tag` keeps one group (users, folders, assets, sessions…); an unknown tag is answered with the list of tags.',
      inputSchema: {
        tag: z
          .string()
          .max(MAX_NAME_LENGTH)
          .optional()
          .describe('Only the operations of this tag.'),
      },
      annotations: READ_ONLY,
    },
    ({tag}) =>
      answer(async () => {
        const listed = listApiOperations(await operations(), tag);
        return listed
          .map(
            (operation) =>
              `- \`${operation.operationId}\`: ${operation.method} ${operation.path} (${operation.summary}); \`${operation.clientFunction}()\` in @3dverse/api; ${siteUrl}${operation.url}`,
          )
          .join('\n');
      }, buildDir),
  );

  server.registerTool(
    'get_api_operation',
    {
      title: 'Describe a REST API operation',
      description:
        'Describes one Asset API operation by its operationId (see list_api_operations): method and path, parameters, request body, responses, the credentials it takes, the @3dverse/api function with an example, and its reference page.',
      inputSchema: {
        operationId: z.string().max(MAX_NAME_LENGTH).describe('For example getAssetDescription.'),
      },
      annotations: READ_ONLY,
    },
    ({operationId}) =>
      answer(
        async () => describeApiOperation(await operations(), operationId, {siteUrl}),
        buildDir,
      ),
  );

  server.registerTool(
    'get_symbol',
    {
      title: 'Describe a library symbol',
      description:
        'Describes a livelink.js (@3dverse/livelink) or livelink.react (@3dverse/livelink-react) class, function, hook, interface, type or variable by name: its signature, summary, members and reference page. `Class.member` (Livelink.start) describes one member.',
      inputSchema: {
        name: z
          .string()
          .max(MAX_NAME_LENGTH)
          .describe('For example Livelink, Livelink.start or useEntity.'),
      },
      annotations: READ_ONLY,
    },
    ({name}) =>
      answer(async () => describeSymbol(buildDir, await symbols(), name, {siteUrl}), buildDir),
  );

  return server;
}
