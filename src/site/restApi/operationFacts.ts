import {isOpenApiNode, text, type OpenApiNode} from './openApiNode';
import type {Resolve} from './schemaExample';

/*
 * What an operation's page samples and its console both read from the
 * OpenAPI file, read the same way for both.
 */

/** The name of the file part of a multipart upload, in the samples and in what the console sends. */
export const UPLOAD_PART = 'file';

/** The first server the file lists, without a trailing slash: the one samples call. Empty when it lists none. */
export function defaultServer(spec: OpenApiNode): string {
  const servers = Array.isArray(spec.servers) ? spec.servers : [];
  return isOpenApiNode(servers[0]) ? text(servers[0].url).replace(/\/$/, '') : '';
}

/** What the first success response carries: nothing, JSON, or anything else as bytes. */
export function successKind(operation: OpenApiNode, resolve: Resolve): 'none' | 'json' | 'binary' {
  const responses = isOpenApiNode(operation.responses) ? operation.responses : {};
  const success = Object.entries(responses).find(([status]) => status.startsWith('2'));
  const content = success ? resolve(success[1]).content : undefined;
  const type = isOpenApiNode(content) ? (Object.keys(content)[0] ?? '') : '';
  return type === '' ? 'none' : /json/.test(type) ? 'json' : 'binary';
}

/** An operation's title: its summary, or its method and path when it has none. */
export function operationTitle(operation: OpenApiNode, method: string, path: string): string {
  return text(operation.summary) || `${method.toUpperCase()} ${path}`;
}
