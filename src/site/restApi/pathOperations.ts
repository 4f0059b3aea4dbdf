import {isOpenApiNode, type OpenApiNode} from './openApiNode';

const METHODS = ['get', 'put', 'post', 'delete', 'patch', 'head', 'options'] as const;

/** One operation of an OpenAPI document's paths, with what its generators take. */
export type PathOperation = {
  method: (typeof METHODS)[number];
  path: string;
  operation: OpenApiNode;
  operationId: string;
  /** The parameters its path item declares for every operation under it. */
  shared: unknown[];
};

/**
 * Every operation under an OpenAPI document's paths that has an
 * `operationId` (the id its generated page is named by), path by path in
 * the document's order, then in HTTP method order. Webhooks are not paths:
 * the platform calls them, not a reader.
 */
export function pathOperations(spec: OpenApiNode): PathOperation[] {
  const operations: PathOperation[] = [];
  for (const [path, rawItem] of Object.entries(isOpenApiNode(spec.paths) ? spec.paths : {})) {
    const item = isOpenApiNode(rawItem) ? rawItem : {};
    const shared = Array.isArray(item.parameters) ? item.parameters : [];
    for (const method of METHODS) {
      const operation = item[method];
      if (!isOpenApiNode(operation) || typeof operation.operationId !== 'string') continue;
      operations.push({method, path, operation, operationId: operation.operationId, shared});
    }
  }
  return operations;
}
