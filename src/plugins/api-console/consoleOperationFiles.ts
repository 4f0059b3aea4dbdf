import {consoleOperation} from '../../site/restApi/consoleOperation';
import {isOpenApiNode, type OpenApiNode} from '../../site/restApi/openApiNode';
import {operationPageId} from '../../site/restApi/operationPageId';

const METHODS = ['get', 'put', 'post', 'delete', 'patch', 'head', 'options'] as const;

/**
 * The console file of every operation of an OpenAPI document, as JSON text
 * by the page id of its operation page (webhooks have none: the platform
 * calls them, not the reader).
 */
export function consoleOperationFiles(spec: OpenApiNode): Map<string, string> {
  const files = new Map<string, string>();
  for (const [path, rawItem] of Object.entries(isOpenApiNode(spec.paths) ? spec.paths : {})) {
    const item = isOpenApiNode(rawItem) ? rawItem : {};
    const shared = Array.isArray(item.parameters) ? item.parameters : [];
    for (const method of METHODS) {
      const operation = item[method];
      if (!isOpenApiNode(operation) || typeof operation.operationId !== 'string') continue;
      files.set(
        operationPageId(operation.operationId),
        JSON.stringify(consoleOperation(spec, method, path, operation, shared)),
      );
    }
  }
  return files;
}
