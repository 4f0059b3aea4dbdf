import type {OpenApiNode} from '../../site/restApi/openApiNode';
import {operationMarkdown} from '../../site/restApi/operationMarkdown';
import {operationPageId} from '../../site/restApi/operationPageId';
import {pathOperations} from '../../site/restApi/pathOperations';

/**
 * The Markdown of every operation of an OpenAPI document, by the URL path of
 * its page under `routeBasePath`.
 */
export function operationMarkdownPages(
  spec: OpenApiNode,
  routeBasePath: string,
): Map<string, string> {
  return new Map(
    pathOperations(spec).map(({method, path, operation, operationId, shared}) => [
      `${routeBasePath}/${operationPageId(operationId)}`,
      operationMarkdown(spec, method, path, operation, shared),
    ]),
  );
}
