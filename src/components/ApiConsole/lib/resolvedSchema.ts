import type {ConsoleSchema} from '../../../site/restApi/consoleTypes';

/**
 * A schema with its `$ref` followed, through any chain of references, to
 * the named schema it ends at; `{}` when a name is missing or the chain
 * comes back to a name in `followed`. The names it follows are added to
 * `followed`: a walk that goes on into the schema's alternatives passes a
 * copy along, so that a schema offered as an alternative of itself ends
 * there instead of looping, while the same schema met again inside a
 * property or an item, a new value, starts a new set.
 */
export function resolvedSchema(
  schema: ConsoleSchema,
  schemas: Record<string, ConsoleSchema>,
  followed = new Set<string>(),
): ConsoleSchema {
  let current = schema;
  while (current.$ref !== undefined) {
    const name = current.$ref;
    const target = schemas[name];
    if (!target || followed.has(name)) return {};
    followed.add(name);
    current = target;
  }
  return current;
}
