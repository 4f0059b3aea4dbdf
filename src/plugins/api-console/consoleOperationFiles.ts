import {consoleOperation} from '../../site/restApi/consoleOperation';
import type {OpenApiNode} from '../../site/restApi/openApiNode';
import {operationPageId} from '../../site/restApi/operationPageId';
import {pathOperations} from '../../site/restApi/pathOperations';

/**
 * The console file of every operation of an OpenAPI document, as JSON text
 * by the page id of its operation page (webhooks have none: the platform
 * calls them, not the reader).
 */
export function consoleOperationFiles(spec: OpenApiNode): Map<string, string> {
  return new Map(
    pathOperations(spec).map(({method, path, operation, operationId, shared}) => [
      operationPageId(operationId),
      JSON.stringify(consoleOperation(spec, method, path, operation, shared)),
    ]),
  );
}
