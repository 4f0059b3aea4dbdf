import {resolveOnce} from './followLocalRef';
import {isOpenApiNode, type OpenApiNode} from './openApiNode';

/**
 * The keys of a path item that are HTTP methods, rather than `parameters` or
 * `summary`: those docusaurus-plugin-openapi-docs makes a page for, so each
 * such page also gets its Markdown twin, its console file and its MCP entry.
 */
const METHODS = ['get', 'put', 'post', 'delete', 'patch', 'head', 'options', 'trace'] as const;

type Method = (typeof METHODS)[number];

function isMethod(key: string): key is Method {
  return (METHODS as readonly string[]).includes(key);
}

/** One operation of an OpenAPI document's paths, with what its readers take. */
export type PathOperation = {
  method: Method;
  path: string;
  operation: OpenApiNode;
  operationId: string;
  /** The parameters its path item declares for every operation under it. */
  shared: unknown[];
};

/**
 * Every operation under an OpenAPI document's paths that has an
 * `operationId` (the id its generated page is named by), in the document's
 * order: path by path, and within a path in the order its methods are
 * written, which keeps an operation beside its neighbours in a listing.
 * Webhooks are not paths: the platform calls them, not a reader.
 */
export function pathOperations(spec: OpenApiNode): PathOperation[] {
  const operations: PathOperation[] = [];
  for (const [path, rawItem] of Object.entries(isOpenApiNode(spec.paths) ? spec.paths : {})) {
    const item = resolveOnce(spec, rawItem);
    const shared = Array.isArray(item.parameters) ? item.parameters : [];
    for (const [method, operation] of Object.entries(item)) {
      if (!isMethod(method)) continue;
      if (!isOpenApiNode(operation) || typeof operation.operationId !== 'string') continue;
      operations.push({method, path, operation, operationId: operation.operationId, shared});
    }
  }
  return operations;
}
