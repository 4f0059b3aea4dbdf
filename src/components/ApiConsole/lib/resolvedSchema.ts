import type {ConsoleSchema} from '../../../site/restApi/consoleTypes';

/** A schema with its `$ref` followed to the named schema it points at (a few hops at most). */
export function resolvedSchema(
  schema: ConsoleSchema,
  schemas: Record<string, ConsoleSchema>,
): ConsoleSchema {
  let current = schema;
  for (let hop = 0; hop < 8 && current.$ref !== undefined; hop += 1) {
    const target = schemas[current.$ref];
    if (!target) return {};
    current = target;
  }
  return current;
}
