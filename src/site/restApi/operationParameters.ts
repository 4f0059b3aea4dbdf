import {text, type OpenApiNode} from './openApiNode';
import type {Resolve} from './schemaExample';

/**
 * The parameters of an operation, resolved: those its path item declares
 * for every operation under it (`shared`), then its own. An operation's
 * parameter with the same name and location as an earlier one replaces it,
 * in the earlier one's place, so none is listed or sent twice.
 */
export function operationParameters(
  shared: unknown[],
  operation: OpenApiNode,
  resolve: Resolve,
): OpenApiNode[] {
  const own = Array.isArray(operation.parameters) ? operation.parameters : [];
  const byKey = new Map<string, OpenApiNode>();
  for (const entry of [...shared, ...own]) {
    const parameter = resolve(entry);
    byKey.set(`${text(parameter.in)}:${text(parameter.name)}`, parameter);
  }
  return [...byKey.values()];
}
