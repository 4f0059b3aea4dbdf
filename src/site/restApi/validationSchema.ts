import type {ConsoleSchema} from './consoleTypes';
import {isOpenApiNode, text} from './openApiNode';

/** Keywords copied as they are: they hold values, not schemas. */
const VALUE_KEYWORDS = [
  'type',
  'format',
  'enum',
  'const',
  'minimum',
  'maximum',
  'exclusiveMinimum',
  'exclusiveMaximum',
  'minLength',
  'maxLength',
  'pattern',
  'minItems',
  'maxItems',
  'minProperties',
  'maxProperties',
  'required',
] as const;

const COMPONENT_SCHEMA = '#/components/schemas/';

/**
 * A schema of the OpenAPI file reduced to what the console checks: the
 * keywords of `ConsoleSchema`, without descriptions and examples. A `$ref`
 * to a component schema becomes that schema's name, added to `referenced`
 * so the caller can copy it once; any other reference accepts anything.
 */
export function validationSchema(raw: unknown, referenced: Set<string>): ConsoleSchema {
  if (!isOpenApiNode(raw)) return {};
  const ref = text(raw.$ref);
  if (ref) {
    if (!ref.startsWith(COMPONENT_SCHEMA)) return {};
    const name = ref.slice(COMPONENT_SCHEMA.length);
    referenced.add(name);
    return {$ref: name};
  }
  const schema: Record<string, unknown> = {};
  for (const keyword of VALUE_KEYWORDS) {
    if (raw[keyword] !== undefined) schema[keyword] = raw[keyword];
  }
  // OpenAPI 3.0's way of allowing null, in 3.1's terms.
  if (raw.nullable === true && typeof raw.type === 'string') schema.type = [raw.type, 'null'];
  if (raw.items !== undefined) schema.items = validationSchema(raw.items, referenced);
  if (isOpenApiNode(raw.properties)) {
    schema.properties = Object.fromEntries(
      Object.entries(raw.properties).map(([name, property]) => [
        name,
        validationSchema(property, referenced),
      ]),
    );
  }
  if (typeof raw.additionalProperties === 'boolean') {
    schema.additionalProperties = raw.additionalProperties;
  } else if (isOpenApiNode(raw.additionalProperties)) {
    schema.additionalProperties = validationSchema(raw.additionalProperties, referenced);
  }
  for (const combiner of ['oneOf', 'anyOf', 'allOf'] as const) {
    const options = raw[combiner];
    if (Array.isArray(options)) {
      schema[combiner] = options.map((option) => validationSchema(option, referenced));
    }
  }
  return schema as ConsoleSchema;
}
