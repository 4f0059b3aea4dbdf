import type {ConsoleSchema} from '../../../site/restApi/consoleTypes';
import {resolvedSchema} from './resolvedSchema';

/** Something wrong with a value, at a path such as `body.entity_components.tags`. */
export type SchemaIssue = {path: string; message: string};

/** Allowed values listed in a message; more are summed up. */
const LISTED_VALUES = 8;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const DATE_TIME = /^\d{4}-\d{2}-\d{2}[Tt ]\d{2}:\d{2}:\d{2}(\.\d+)?([Zz]|[+-]\d{2}:\d{2})$/;

const TYPE_WORDS: Record<string, string> = {
  null: 'null',
  boolean: 'true or false',
  integer: 'a whole number',
  number: 'a number',
  string: 'a string',
  array: 'an array',
  object: 'an object',
};

function hasType(value: unknown, type: string): boolean {
  switch (type) {
    case 'null':
      return value === null;
    case 'integer':
      return typeof value === 'number' && Number.isInteger(value);
    case 'number':
      return typeof value === 'number' && Number.isFinite(value);
    case 'array':
      return Array.isArray(value);
    case 'object':
      return typeof value === 'object' && value !== null && !Array.isArray(value);
    default:
      return typeof value === type;
  }
}

function sameValue(a: unknown, b: unknown): boolean {
  return a === b || JSON.stringify(a) === JSON.stringify(b);
}

function listed(values: unknown[]): string {
  const shown = values.slice(0, LISTED_VALUES).map((value) => JSON.stringify(value));
  const more = values.length - shown.length;
  return more > 0 ? `${shown.join(', ')} or ${more} more` : shown.join(', ');
}

function stringIssues(value: string, schema: ConsoleSchema, at: string): SchemaIssue[] {
  const issues: SchemaIssue[] = [];
  const length = [...value].length;
  if (schema.minLength !== undefined && length < schema.minLength) {
    issues.push({path: at, message: `must be at least ${schema.minLength} characters long`});
  }
  if (schema.maxLength !== undefined && length > schema.maxLength) {
    issues.push({path: at, message: `must be at most ${schema.maxLength} characters long`});
  }
  if (schema.format === 'uuid' && !UUID.test(value)) {
    issues.push({
      path: at,
      message: 'must be a UUID, such as 0b5f7a8e-3c1d-4e2f-9a6b-1c2d3e4f5a6b',
    });
  }
  if (
    schema.format === 'date-time' &&
    (!DATE_TIME.test(value) || Number.isNaN(Date.parse(value)))
  ) {
    issues.push({path: at, message: 'must be a date and time, such as 2025-01-01T09:30:00Z'});
  }
  if (schema.pattern !== undefined) {
    let pattern: RegExp | undefined;
    try {
      pattern = new RegExp(schema.pattern, 'u');
    } catch {
      // A pattern this browser cannot read checks nothing; the API still will.
    }
    if (pattern && !pattern.test(value)) {
      issues.push({path: at, message: `must match the pattern ${schema.pattern}`});
    }
  }
  return issues;
}

function numberIssues(value: number, schema: ConsoleSchema, at: string): SchemaIssue[] {
  const issues: SchemaIssue[] = [];
  if (schema.minimum !== undefined && value < schema.minimum) {
    issues.push({path: at, message: `must be ${schema.minimum} or more`});
  }
  if (schema.maximum !== undefined && value > schema.maximum) {
    issues.push({path: at, message: `must be ${schema.maximum} or less`});
  }
  if (schema.exclusiveMinimum !== undefined && value <= schema.exclusiveMinimum) {
    issues.push({path: at, message: `must be more than ${schema.exclusiveMinimum}`});
  }
  if (schema.exclusiveMaximum !== undefined && value >= schema.exclusiveMaximum) {
    issues.push({path: at, message: `must be less than ${schema.exclusiveMaximum}`});
  }
  return issues;
}

/**
 * What is wrong with `value` under the `declared` schema, checked the way
 * the console checks a request before sending it: types, required and
 * unknown fields, allowed and constant values, simple formats (UUID, date
 * and time), lengths, patterns, bounds and item counts, through `$ref`s to
 * `schemas` and `allOf`, `anyOf` and `oneOf`. An empty list means the value
 * passes.
 * `at` names the value in the messages (`body`, a parameter's name);
 * `followed` holds the names already followed at this value, for the
 * walk's own use (see `resolvedSchema`).
 */
export function schemaIssues(
  value: unknown,
  declared: ConsoleSchema,
  schemas: Record<string, ConsoleSchema>,
  at: string,
  followed = new Set<string>(),
): SchemaIssue[] {
  // A reference that loops back at the same value gives `{}`, which accepts it.
  const schema = resolvedSchema(declared, schemas, followed);
  const check = (inner: unknown, next: ConsoleSchema, path: string) =>
    schemaIssues(inner, next, schemas, path);
  const checkAlternative = (next: ConsoleSchema) =>
    schemaIssues(value, next, schemas, at, new Set(followed));
  const issues = (schema.allOf ?? []).flatMap(checkAlternative);
  for (const combiner of ['anyOf', 'oneOf'] as const) {
    const options = schema[combiner];
    if (!options || options.length === 0) continue;
    const results = options.map(checkAlternative);
    const passing = results.filter((result) => result.length === 0).length;
    if (passing === 0) {
      // The form made for the value's own type says best what is wrong with it.
      const rank = (index: number) => {
        const option = options[index] ?? {};
        const target = resolvedSchema(option, schemas);
        const types = target.type === undefined ? [] : [target.type].flat();
        const fits = types.length === 0 || types.some((type) => hasType(value, type));
        return (results[index]?.length ?? 0) + (fits ? 0 : 1000);
      };
      const best = results.reduce(
        (chosen, _result, index) => (rank(index) < rank(chosen) ? index : chosen),
        0,
      );
      const closest = results[best] ?? [];
      issues.push(
        options.length === 1
          ? (closest[0] ?? {path: at, message: 'is not accepted'})
          : {
              path: at,
              message: `matches none of the ${options.length} accepted forms (for one of them: ${closest[0]?.path ?? at} ${closest[0]?.message ?? 'is not accepted'})`,
            },
      );
    } else if (combiner === 'oneOf' && passing > 1) {
      issues.push({path: at, message: 'matches more than one of the accepted forms'});
    }
  }
  const types = schema.type === undefined ? [] : [schema.type].flat();
  if (types.length > 0 && !types.some((type) => hasType(value, type))) {
    const words = types.map((type) => TYPE_WORDS[type] ?? type).join(' or ');
    return [...issues, {path: at, message: `must be ${words}`}];
  }
  if (schema.const !== undefined && !sameValue(value, schema.const)) {
    issues.push({path: at, message: `must be ${JSON.stringify(schema.const)}`});
  }
  if (schema.enum && !schema.enum.some((allowed) => sameValue(value, allowed))) {
    issues.push({path: at, message: `must be one of ${listed(schema.enum)}`});
  }
  if (typeof value === 'string') issues.push(...stringIssues(value, schema, at));
  if (typeof value === 'number') issues.push(...numberIssues(value, schema, at));
  if (Array.isArray(value)) {
    if (schema.minItems !== undefined && value.length < schema.minItems) {
      issues.push({path: at, message: `must hold at least ${schema.minItems} items`});
    }
    if (schema.maxItems !== undefined && value.length > schema.maxItems) {
      issues.push({path: at, message: `must hold at most ${schema.maxItems} items`});
    }
    const items = schema.items;
    if (items)
      value.forEach((item, index) => issues.push(...check(item, items, `${at}[${index}]`)));
  } else if (hasType(value, 'object')) {
    issues.push(...objectIssues(value as Record<string, unknown>, schema, at, check));
  }
  return issues;
}

function objectIssues(
  value: Record<string, unknown>,
  schema: ConsoleSchema,
  at: string,
  check: (inner: unknown, next: ConsoleSchema, path: string) => SchemaIssue[],
): SchemaIssue[] {
  const issues: SchemaIssue[] = [];
  const properties = schema.properties ?? {};
  for (const name of schema.required ?? []) {
    // Own fields only: a field named after an object's built-in member (`constructor`) is no field.
    if (!Object.hasOwn(value, name) || value[name] === undefined) {
      issues.push({path: `${at}.${name}`, message: 'is required'});
    }
  }
  const count = Object.keys(value).length;
  if (schema.minProperties !== undefined && count < schema.minProperties) {
    issues.push({path: at, message: `must hold at least ${schema.minProperties} fields`});
  }
  if (schema.maxProperties !== undefined && count > schema.maxProperties) {
    issues.push({path: at, message: `must hold at most ${schema.maxProperties} fields`});
  }
  for (const [name, item] of Object.entries(value)) {
    const known = Object.hasOwn(properties, name) ? properties[name] : undefined;
    if (known) {
      issues.push(...check(item, known, `${at}.${name}`));
    } else if (schema.additionalProperties === false) {
      issues.push({path: `${at}.${name}`, message: 'is not a field this request takes'});
    } else if (typeof schema.additionalProperties === 'object') {
      issues.push(...check(item, schema.additionalProperties, `${at}.${name}`));
    }
  }
  return issues;
}
