import {codeSamples, type CodeSample} from './codeSamples';
import {sampleRequest} from './sampleRequest';
import {resolver} from './followLocalRef';
import {isOpenApiNode, text, type OpenApiNode} from './openApiNode';
import {operationParameters} from './operationParameters';
import type {Resolve} from './schemaExample';
import {markdownTableCell} from '../markdown/markdownTableCell';
import {operationTitle} from './operationFacts';

/*
 * Markdown for the REST API operation pages, written from the OpenAPI file:
 * the pages themselves (see restApiPages.ts) and their Markdown twins are
 * made from the same parts, so they cannot drift apart.
 */

/** A short description of a schema's type: `string (uuid)`, `array of Asset`, `one of A, B`. */
function typeOf(schema: OpenApiNode, resolve: Resolve): string {
  for (const combiner of ['oneOf', 'anyOf'] as const) {
    const options = schema[combiner];
    if (Array.isArray(options)) {
      const names = options.map((option) => {
        const resolved = resolve(option);
        const ref = isOpenApiNode(option) ? text(option.$ref).split('/').at(-1) : undefined;
        return ref || text(resolved.title) || typeOf(resolved, resolve);
      });
      return `${combiner === 'oneOf' ? 'one' : 'any'} of ${names.join(', ')}`;
    }
  }
  const type = text(schema.type) || (isOpenApiNode(schema.properties) ? 'object' : '');
  if (type === 'array') {
    const items = isOpenApiNode(schema.items) ? schema.items : {};
    const ref = text(items.$ref).split('/').at(-1);
    return `array of ${ref || typeOf(resolve(items), resolve)}`;
  }
  const format = text(schema.format);
  const values = Array.isArray(schema.enum)
    ? ` (one of ${schema.enum.map(String).join(', ')})`
    : '';
  return `${type || 'any'}${format ? ` (${format})` : ''}${values}`;
}

/** The properties of an object schema as table rows, nested objects as dotted names. */
function propertyRows(schema: OpenApiNode, resolve: Resolve, prefix = '', depth = 0): string[] {
  const merged = Array.isArray(schema.allOf)
    ? schema.allOf
        .map((part) => resolve(part))
        .reduce<OpenApiNode>(
          (all, part) => ({
            ...all,
            properties: {
              ...(isOpenApiNode(all.properties) ? all.properties : {}),
              ...(isOpenApiNode(part.properties) ? part.properties : {}),
            },
            required: [
              ...(Array.isArray(all.required) ? all.required : []),
              ...(Array.isArray(part.required) ? part.required : []),
            ],
          }),
          {},
        )
    : schema;
  const properties = isOpenApiNode(merged.properties) ? merged.properties : {};
  const required = new Set(Array.isArray(merged.required) ? merged.required.map(String) : []);
  return Object.entries(properties).flatMap(([name, raw]) => {
    const property = resolve(raw);
    const row = `| \`${prefix}${name}\` | ${markdownTableCell(typeOf(property, resolve))} | ${required.has(name) ? 'yes' : 'no'} | ${markdownTableCell(text(property.description))} |`;
    const nested =
      depth < 2 && isOpenApiNode(property.properties)
        ? propertyRows(property, resolve, `${prefix}${name}.`, depth + 1)
        : [];
    return [row, ...nested];
  });
}

/** A schema as Markdown: a table of its fields, or one table per shape it may take. */
export function schemaSection(schema: OpenApiNode, resolve: Resolve): string[] {
  const options = schema.oneOf ?? schema.anyOf;
  if (Array.isArray(options)) {
    // Each accepted shape gets its own table, under the name the reference gives it.
    return [
      `${typeOf(schema, resolve)[0]?.toUpperCase()}${typeOf(schema, resolve).slice(1)}:`,
      '',
      ...options.flatMap((option) => {
        const name = isOpenApiNode(option) ? text(option.$ref).split('/').at(-1) : undefined;
        const resolved = resolve(option);
        return [
          `#### ${name || text(resolved.title) || typeOf(resolved, resolve)}`,
          '',
          ...schemaSection(resolved, resolve),
        ];
      }),
    ];
  }
  const rows = propertyRows(schema, resolve);
  if (rows.length === 0) return [`Type: ${typeOf(schema, resolve)}.`, ''];
  return ['| Field | Type | Required | Description |', '| --- | --- | --- | --- |', ...rows, ''];
}

function jsonContent(content: unknown): {type: string; media: OpenApiNode} | undefined {
  if (!isOpenApiNode(content)) return undefined;
  const [type, media] = Object.entries(content)[0] ?? [];
  return type && isOpenApiNode(media) ? {type, media} : undefined;
}

/** An operation, as its page and its Markdown twin show it. */
export type OperationParts = {
  title: string;
  /** Upper-case HTTP method, or `WEBHOOK` for a notification the platform would send. */
  method: string;
  /** The path, or the webhook's name. */
  path: string;
  description: string;
  /** The "Request" and "Responses" sections, in Markdown. */
  reference: string;
  /** The request in several languages; none for a webhook, which readers receive. */
  samples: CodeSample[];
};

/** The parts of one operation (or, with `webhook`, of a webhook named `path`). */
export function operationParts(
  spec: OpenApiNode,
  method: string,
  path: string,
  operation: OpenApiNode,
  pathParameters: unknown[] = [],
  {webhook = false}: {webhook?: boolean} = {},
): OperationParts {
  const resolve = resolver(spec);
  const lines: string[] = [];
  const parameters = operationParameters(pathParameters, operation, resolve);
  lines.push(webhook ? '## Request your server receives' : '## Request', '');
  for (const location of ['path', 'query', 'header', 'cookie']) {
    const here = parameters.filter((parameter) => parameter.in === location);
    if (here.length === 0) continue;
    lines.push(`### ${location[0]?.toUpperCase()}${location.slice(1)} parameters`, '');
    lines.push('| Name | Type | Required | Description |', '| --- | --- | --- | --- |');
    for (const parameter of here) {
      lines.push(
        `| \`${text(parameter.name)}\` | ${markdownTableCell(typeOf(resolve(parameter.schema), resolve))} | ${parameter.required === true ? 'yes' : 'no'} | ${markdownTableCell(text(parameter.description))} |`,
      );
    }
    lines.push('');
  }
  const body = resolve(operation.requestBody);
  const bodyContent = jsonContent(body.content);
  if (bodyContent) {
    lines.push(`### Body (\`${bodyContent.type}\`)`, '');
    if (body.description) lines.push(text(body.description).trim(), '');
    lines.push(...schemaSection(resolve(bodyContent.media.schema), resolve));
    if (bodyContent.media.example !== undefined) {
      lines.push('```json', JSON.stringify(bodyContent.media.example, null, 2), '```', '');
    }
  }
  if (parameters.length === 0 && !bodyContent) lines.push('No parameters and no body.', '');

  lines.push(webhook ? '## Responses your server sends' : '## Responses', '');
  // Statuses that share one response (the usual error body) are listed together.
  const groups = new Map<unknown, {raw: unknown; statuses: string[]}>();
  for (const [status, raw] of Object.entries(
    isOpenApiNode(operation.responses) ? operation.responses : {},
  )) {
    const key = isOpenApiNode(raw) && typeof raw.$ref === 'string' ? raw.$ref : raw;
    const group = groups.get(key) ?? {raw, statuses: []};
    group.statuses.push(status);
    groups.set(key, group);
  }
  for (const {raw, statuses} of groups.values()) {
    const response = resolve(raw);
    lines.push(`### ${statuses.join(', ')}`, '', text(response.description).trim(), '');
    const content = jsonContent(response.content);
    if (content && !/json/.test(content.type)) {
      lines.push(`The body is \`${content.type}\`.`, '');
    } else if (content?.media.schema) {
      lines.push(...schemaSection(resolve(content.media.schema), resolve));
    }
    if (content?.media.example !== undefined) {
      lines.push('```json', JSON.stringify(content.media.example, null, 2), '```', '');
    }
  }
  const samples = webhook
    ? []
    : codeSamples(sampleRequest(spec, method, path, operation, parameters, resolve), operation);
  return {
    title: operationTitle(operation, method, path),
    method: webhook ? 'WEBHOOK' : method.toUpperCase(),
    path,
    description: text(operation.description).trim(),
    reference: lines.join('\n').trim(),
    samples,
  };
}

/** The Markdown twin of one operation page. */
export function operationMarkdown(
  spec: OpenApiNode,
  method: string,
  path: string,
  operation: OpenApiNode,
  pathParameters: unknown[] = [],
): string {
  const parts = operationParts(spec, method, path, operation, pathParameters);
  const lines = [`# ${parts.title}`, '', '```', `${parts.method} ${parts.path}`, '```', ''];
  if (parts.description) lines.push(parts.description, '');
  lines.push(parts.reference, '');
  if (parts.samples.length > 0) {
    lines.push('## Code samples', '');
    for (const sample of parts.samples) {
      lines.push(`### ${sample.label}`, '', `\`\`\`${sample.language}`, sample.code, '```', '');
    }
  }
  return `${lines.join('\n').trim()}\n`;
}
