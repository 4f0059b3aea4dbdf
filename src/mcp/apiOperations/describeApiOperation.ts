import {closeNames, MAX_SUGGESTIONS, suggestionSentence} from '../closeNames';
import {capMarkdown, DESCRIPTION_CHARACTER_LIMIT, oneLine} from '../textLimits';
import type {ApiContent, ApiOperation, ApiResponse} from './apiOperation';
import {findApiOperation} from './findApiOperation';
import {markdownTableCell} from '../../site/markdown/markdownTableCell';
import {markdownPath} from '../../plugins/machine-docs/markdownPath';

/** A table cell, with a dash for nothing, which an agent reads more surely than an empty cell. */
function cell(value: string): string {
  return markdownTableCell(value) || '-';
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
    `Reference: ${url} (Markdown: ${markdownPath(url)}).`,
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
  return capMarkdown(`${lines.join('\n').trim()}\n`, maxCharacters, markdownPath(url));
}
