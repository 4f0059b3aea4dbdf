import {isOpenApiNode, type OpenApiNode} from '../../site/restApi/openApiNode';
import {operationMarkdown} from '../../site/restApi/operationMarkdown';
import {operationPageId} from '../../site/restApi/operationPageId';

const METHODS = ['get', 'put', 'post', 'delete', 'patch', 'head', 'options'] as const;

/**
 * The Markdown of every operation of an OpenAPI document, by the URL path of
 * its page under `routeBasePath`.
 */
export function operationMarkdownPages(
  spec: OpenApiNode,
  routeBasePath: string,
): Map<string, string> {
  const pages = new Map<string, string>();
  for (const [path, rawItem] of Object.entries(isOpenApiNode(spec.paths) ? spec.paths : {})) {
    const item = isOpenApiNode(rawItem) ? rawItem : {};
    const shared = Array.isArray(item.parameters) ? item.parameters : [];
    for (const method of METHODS) {
      const operation = item[method];
      if (!isOpenApiNode(operation) || typeof operation.operationId !== 'string') continue;
      pages.set(
        `${routeBasePath}/${operationPageId(operation.operationId)}`,
        operationMarkdown(spec, method, path, operation, shared),
      );
    }
  }
  return pages;
}
