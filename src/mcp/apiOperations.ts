import {load as parseYaml} from 'js-yaml';
import {isOpenApiNode, text, type OpenApiNode} from '../site/restApi/openApiNode';
import {operationPageId} from '../site/restApi/operationPageId';
import {closeNames, MAX_SUGGESTIONS, suggestionSentence} from './closeNames';
import {inlineShape, resolveOnce, schemaShape} from './schemaShape';
import {capMarkdown, DESCRIPTION_CHARACTER_LIMIT, oneLine} from './textLimits';

/*
 * The REST API's operations, read from the OpenAPI file the site publishes,
 * for tools that list and describe them. Webhooks are left out: they have no
 * operationId, no `@3dverse/api` function and no route to call.
 */

/**
 * Where the operation pages are served. The machine-docs plugin takes the
 * same value from `restApiMachineDocs.routeBasePath` (src/site/openapi.ts); a
 * unit test keeps the two equal, so this module need not load the page
 * generators that file imports.
 */
export const API_REFERENCE_ROUTE = '/references/api';

/** The label of the `x-codeSamples` entry written with the `@3dverse/api` client. */
const CLIENT_SAMPLE_LABEL = '@3dverse/api';

/** The keys of a path item that are HTTP methods, rather than `parameters` or `summary`. */
const METHODS: ReadonlySet<string> = new Set([
  'get',
  'put',
  'post',
  'delete',
  'patch',
  'head',
  'options',
  'trace',
]);

/** One operation of the REST API, in brief. */
export type ApiOperationSummary = {
  operationId: string;
  /** HTTP method in upper case. */
  method: string;
  /** Path template under the server URL, such as `/users/{user_id}`. */
  path: string;
  summary: string;
  tags: string[];
  /**
   * The `@3dverse/api` function that sends this request. The package names
   * one function after each operationId, as the file's info section states.
   */
  clientFunction: string;
  /** Site path of the operation's reference page; its Markdown twin is this path plus `.md`. */
  url: string;
};

/** A parameter of an operation, its `$ref` resolved. */
export type ApiParameter = {
  name: string;
  /** `path`, `query`, `header` or `cookie`. */
  location: string;
  required: boolean;
  /** The schema as a one-line TypeScript-like type. */
  type: string;
  description: string;
};

/** A body in one media type. */
export type ApiContent = {
  contentType: string;
  /** The schema as a TypeScript-like type followed by the named schemas it uses; '' without a schema. */
  schema: string;
};

/** The request body an operation accepts. */
export type ApiRequestBody = {
  required: boolean;
  description: string;
  content: ApiContent[];
};

/** A response header, as documented. */
export type ApiResponseHeader = {name: string; type: string; description: string};

/** One documented response of an operation, its `$ref` resolved. */
export type ApiResponse = {
  /** HTTP status code, or a range such as `2XX`, or `default`. */
  status: string;
  description: string;
  headers: ApiResponseHeader[];
  content: ApiContent[];
};

/** A code sample written with the `@3dverse/api` client. */
export type ApiClientSample = {language: string; code: string};

/** An operation with everything needed to call it. */
export type ApiOperation = ApiOperationSummary & {
  description: string;
  /**
   * The security schemes that may authorise the call (`api_key`,
   * `user_token`): the operation's own, else the document's.
   */
  credentials: string[];
  parameters: ApiParameter[];
  requestBody?: ApiRequestBody;
  responses: ApiResponse[];
  clientSample?: ApiClientSample;
};

/** The names of the schemes in an OpenAPI security requirement list. */
function schemeNames(requirements: unknown): string[] | undefined {
  if (!Array.isArray(requirements)) return undefined;
  const names = requirements.flatMap((requirement) =>
    isOpenApiNode(requirement) ? Object.keys(requirement) : [],
  );
  return [...new Set(names)];
}

function contentList(document: OpenApiNode, content: unknown): ApiContent[] {
  if (!isOpenApiNode(content)) return [];
  return Object.entries(content).map(([contentType, media]) => ({
    contentType,
    schema:
      isOpenApiNode(media) && media.schema !== undefined ? schemaShape(document, media.schema) : '',
  }));
}

/** The schema of a parameter or header: its own, or the one under its single media type. */
function schemaOf(node: OpenApiNode): unknown {
  if (node.schema !== undefined) return node.schema;
  const media = isOpenApiNode(node.content)
    ? Object.values(node.content).find(isOpenApiNode)
    : undefined;
  return media?.schema;
}

function readParameters(document: OpenApiNode, raw: unknown[]): ApiParameter[] {
  // An operation's own parameter replaces a path-level one with the same name and location.
  const byKey = new Map<string, ApiParameter>();
  for (const entry of raw) {
    const parameter = resolveOnce(document, entry);
    const name = text(parameter.name);
    if (!name) continue;
    const location = text(parameter.in);
    byKey.set(`${location}:${name}`, {
      name,
      location,
      required: parameter.required === true,
      type: inlineShape(document, schemaOf(parameter)),
      description: text(parameter.description).trim(),
    });
  }
  return [...byKey.values()];
}

function readResponses(document: OpenApiNode, responses: unknown): ApiResponse[] {
  if (!isOpenApiNode(responses)) return [];
  return Object.entries(responses).map(([status, raw]) => {
    const response = resolveOnce(document, raw);
    const headers = isOpenApiNode(response.headers) ? Object.entries(response.headers) : [];
    return {
      status,
      description: text(response.description).trim(),
      headers: headers.map(([name, rawHeader]) => {
        const header = resolveOnce(document, rawHeader);
        return {
          name,
          type: inlineShape(document, schemaOf(header)),
          description: text(header.description).trim(),
        };
      }),
      content: contentList(document, response.content),
    };
  });
}

function clientSample(operation: OpenApiNode): ApiClientSample | undefined {
  const samples: unknown[] = Array.isArray(operation['x-codeSamples'])
    ? operation['x-codeSamples']
    : [];
  const sample = samples.find(
    (candidate) => isOpenApiNode(candidate) && candidate.label === CLIENT_SAMPLE_LABEL,
  );
  if (!isOpenApiNode(sample) || typeof sample.source !== 'string') return undefined;
  return {language: text(sample.lang).toLowerCase(), code: sample.source.trimEnd()};
}

/**
 * Reads every operation of an OpenAPI 3 document given as YAML (or JSON)
 * text, in the document's order, with parameters, bodies and responses
 * resolved. Throws when the text is not an OpenAPI document with paths.
 */
export function readApiOperations(openApiYamlText: string): ApiOperation[] {
  const document: unknown = parseYaml(openApiYamlText);
  if (!isOpenApiNode(document) || !isOpenApiNode(document.paths)) {
    throw new Error('The text is not an OpenAPI document: it has no "paths" object.');
  }
  const defaultCredentials = schemeNames(document.security) ?? [];
  const operations: ApiOperation[] = [];
  for (const [path, rawItem] of Object.entries(document.paths)) {
    const item = resolveOnce(document, rawItem);
    const shared = Array.isArray(item.parameters) ? item.parameters : [];
    // In the document's order, which groups an operation with its neighbours.
    for (const [method, operation] of Object.entries(item)) {
      if (!METHODS.has(method)) continue;
      if (!isOpenApiNode(operation) || typeof operation.operationId !== 'string') continue;
      const operationId = operation.operationId;
      const body =
        operation.requestBody === undefined
          ? undefined
          : resolveOnce(document, operation.requestBody);
      const sample = clientSample(operation);
      operations.push({
        operationId,
        method: method.toUpperCase(),
        path,
        summary: text(operation.summary).trim(),
        tags: Array.isArray(operation.tags) ? operation.tags.map(String) : [],
        clientFunction: operationId,
        url: `${API_REFERENCE_ROUTE}/${operationPageId(operationId)}`,
        description: text(operation.description).trim(),
        credentials: schemeNames(operation.security) ?? defaultCredentials,
        parameters: readParameters(document, [
          ...shared,
          ...(Array.isArray(operation.parameters) ? operation.parameters : []),
        ]),
        ...(body && {
          requestBody: {
            required: body.required === true,
            description: text(body.description).trim(),
            content: contentList(document, body.content),
          },
        }),
        responses: readResponses(document, operation.responses),
        ...(sample && {clientSample: sample}),
      });
    }
  }
  return operations;
}

/** The brief form of an operation. */
function summaryOf(operation: ApiOperationSummary): ApiOperationSummary {
  const {operationId, method, path, summary, tags, clientFunction, url} = operation;
  return {operationId, method, path, summary, tags: [...tags], clientFunction, url};
}

/** Every tag the operations use, in the order they first appear. */
export function apiTags(operations: readonly ApiOperationSummary[]): string[] {
  return [...new Set(operations.flatMap((operation) => operation.tags))];
}

/**
 * The operations in brief, all of them or those with `tag` (compared without
 * regard to case). Throws when no operation has that tag; the message lists
 * the tags there are.
 */
export function listApiOperations(
  operations: readonly ApiOperationSummary[],
  tag?: string,
): ApiOperationSummary[] {
  if (tag === undefined || tag.trim() === '') return operations.map(summaryOf);
  const wanted = tag.trim().toLowerCase();
  const tagged = operations.filter((operation) =>
    operation.tags.some((candidate) => candidate.toLowerCase() === wanted),
  );
  if (tagged.length === 0) {
    const known = apiTags(operations);
    throw new Error(
      `No REST API operation has the tag "${tag}". The tags are: ${known.map((name) => `"${name}"`).join(', ')}.`,
    );
  }
  return tagged.map(summaryOf);
}

/** The operation with this operationId, compared exactly and then without regard to case. */
export function findApiOperation<Operation extends ApiOperationSummary>(
  operations: readonly Operation[],
  operationId: string,
): Operation | undefined {
  const wanted = operationId.trim().replace(/\(\)$/, '');
  return (
    operations.find((operation) => operation.operationId === wanted) ??
    operations.find((operation) => operation.operationId.toLowerCase() === wanted.toLowerCase())
  );
}

/** A table cell: one line, pipes escaped. */
function cell(value: string): string {
  return value.replace(/\s*\n\s*/g, ' ').replace(/\|/g, '\\|') || '-';
}

function contentLines(content: readonly ApiContent[]): string[] {
  // Media types that share a schema (several image types, say) are shown once.
  const bySchema = new Map<string, string[]>();
  for (const {contentType, schema} of content) {
    bySchema.set(schema, [...(bySchema.get(schema) ?? []), contentType]);
  }
  return [...bySchema].flatMap(([schema, types]) => [
    `Body (${types.map((type) => `\`${type}\``).join(', ')}):`,
    '',
    ...(schema ? ['```ts', schema, '```', ''] : []),
  ]);
}

/** Options of {@link describeApiOperation}. */
export type DescribeApiOptions = {
  /** Origin the reference URL is written under, such as `https://docs.3dverse.com`; a site path without it. */
  siteUrl?: string;
  /** Longest description returned; {@link DESCRIPTION_CHARACTER_LIMIT} by default. */
  maxCharacters?: number;
};

/**
 * One operation as compact Markdown for an agent: method and path, summary,
 * description, parameters, body, responses, the `@3dverse/api` function with
 * its sample, and the reference page. The text is cut at
 * `maxCharacters` and says so. Throws on an unknown operationId, with up to
 * five close ones in the message.
 */
export function describeApiOperation(
  operations: readonly ApiOperation[],
  operationId: string,
  {siteUrl = '', maxCharacters = DESCRIPTION_CHARACTER_LIMIT}: DescribeApiOptions = {},
): string {
  const operation = findApiOperation(operations, operationId);
  if (!operation) {
    const suggestions = closeNames(
      operationId,
      operations.map((candidate) => candidate.operationId),
      MAX_SUGGESTIONS,
    );
    throw new Error(
      `No REST API operation has the operationId "${operationId}". ${suggestionSentence(
        suggestions,
        'list the operations to see every operationId',
      )}`,
    );
  }
  const url = `${siteUrl.replace(/\/$/, '')}${operation.url}`;
  const lines = [
    `# ${operation.operationId}: ${operation.summary || `${operation.method} ${operation.path}`}`,
    '',
    '```http',
    `${operation.method} ${operation.path}`,
    '```',
    '',
  ];
  const facts = [
    operation.tags.length > 0 ? `Tags: ${operation.tags.join(', ')}.` : '',
    operation.credentials.length > 0
      ? `Credentials: ${operation.credentials.map((name) => `\`${name}\``).join(' or ')} header.`
      : 'No credentials.',
    `Reference: ${url} (Markdown: ${url}.md).`,
  ].filter(Boolean);
  lines.push(facts.join(' '), '');
  if (operation.description) lines.push(operation.description, '');

  lines.push('## Parameters', '');
  if (operation.parameters.length === 0) {
    lines.push('None.', '');
  } else {
    lines.push('| Name | In | Type | Required | Description |', '| --- | --- | --- | --- | --- |');
    for (const parameter of operation.parameters) {
      lines.push(
        `| \`${parameter.name}\` | ${parameter.location} | \`${cell(parameter.type)}\` | ${parameter.required ? 'yes' : 'no'} | ${cell(parameter.description)} |`,
      );
    }
    lines.push('');
  }

  if (operation.requestBody) {
    const body = operation.requestBody;
    lines.push(`## Request body (${body.required ? 'required' : 'optional'})`, '');
    if (body.description) lines.push(body.description, '');
    lines.push(...contentLines(body.content));
  }

  lines.push('## Responses', '');
  // Statuses documented identically (the shared error body, typically) are listed together.
  const groups = new Map<string, {statuses: string[]; response: ApiResponse}>();
  for (const response of operation.responses) {
    const key = JSON.stringify([response.description, response.headers, response.content]);
    const group = groups.get(key) ?? {statuses: [], response};
    group.statuses.push(response.status);
    groups.set(key, group);
  }
  for (const {statuses, response} of groups.values()) {
    lines.push(`### ${statuses.join(', ')}`, '');
    if (response.description) lines.push(response.description, '');
    for (const header of response.headers) {
      lines.push(
        `Header \`${header.name}\` (\`${header.type}\`): ${oneLine(header.description, 300) || '-'}`,
        '',
      );
    }
    lines.push(...contentLines(response.content));
  }

  lines.push(
    '## Client function',
    '',
    `\`${operation.clientFunction}()\` from \`@3dverse/api\`.`,
    '',
  );
  if (operation.clientSample) {
    lines.push(`\`\`\`${operation.clientSample.language}`, operation.clientSample.code, '```', '');
  }
  return capMarkdown(`${lines.join('\n').trim()}\n`, maxCharacters, `${url}.md`);
}
