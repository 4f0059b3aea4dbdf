import type {ConsoleSchema} from '../../../site/restApi/consoleTypes';
import {resolvedSchema} from './resolvedSchema';

/** The JSON types a schema allows, through references and alternatives; empty when it says none. */
function allowedTypes(
  schema: ConsoleSchema,
  schemas: Record<string, ConsoleSchema>,
  followed = new Set<string>(),
): Set<string> {
  const target = resolvedSchema(schema, schemas, followed);
  const types = new Set(target.type === undefined ? [] : [target.type].flat());
  for (const option of [...(target.oneOf ?? []), ...(target.anyOf ?? [])]) {
    for (const type of allowedTypes(option, schemas, new Set(followed))) types.add(type);
  }
  if (types.size === 0 && target.enum?.every((value) => typeof value === 'string')) {
    types.add('string');
  }
  return types;
}

function typeOf(value: unknown): string {
  if (value === null) return 'null';
  if (Array.isArray(value)) return 'array';
  if (typeof value === 'number') return Number.isInteger(value) ? 'integer' : 'number';
  return typeof value;
}

/**
 * The value a parameter field's text stands for, typed as its schema
 * allows: a parameter that can only be a string keeps the text; otherwise
 * text that reads as JSON of an allowed type (`2`, `true`, `["name"]`,
 * `{"public": "exclude"}`) is that value, and anything else stays text for
 * the schema check to reject. An empty field is no value at all.
 */
export function fieldValue(
  text: string,
  schema: ConsoleSchema,
  schemas: Record<string, ConsoleSchema>,
): unknown {
  const trimmed = text.trim();
  if (trimmed === '') return undefined;
  const types = allowedTypes(schema, schemas);
  if (types.size === 1 && types.has('string')) return trimmed;
  let parsed: unknown;
  try {
    parsed = JSON.parse(trimmed);
  } catch {
    return trimmed;
  }
  const type = typeOf(parsed);
  const allowed =
    types.size === 0 || types.has(type) || (type === 'integer' && types.has('number'));
  return allowed || !types.has('string') ? parsed : trimmed;
}
