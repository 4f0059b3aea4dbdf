import {isOpenApiNode, type OpenApiNode} from './openApiNode';

/** Resolves a `$ref` of the document to the node it points at. */
export type Resolve = (value: unknown) => OpenApiNode;

/** A value of the schema's type for a field that gives no example, default or allowed values. */
function placeholderFor(schema: OpenApiNode): unknown {
  switch (schema.format) {
    case 'uuid':
      return '00000000-0000-0000-0000-000000000000';
    case 'date-time':
      return '2025-01-01T00:00:00.000Z';
    case 'binary':
      return '<file>';
    default:
  }
  switch (schema.type) {
    case 'integer':
    case 'number':
      return typeof schema.minimum === 'number' ? schema.minimum : 0;
    case 'boolean':
      return true;
    default:
      return 'string';
  }
}

/**
 * An example value for a schema: its own `example`, else its `default` or
 * first allowed value, else one built field by field. Used for the request
 * bodies of the code samples when the operation gives no example body.
 */
export function schemaExample(raw: unknown, resolve: Resolve, depth = 0): unknown {
  const schema = resolve(raw);
  if (schema.example !== undefined) return schema.example;
  if (schema.default !== undefined) return schema.default;
  if (Array.isArray(schema.enum) && schema.enum.length > 0) return schema.enum[0];
  // Deep or self-referencing schemas stop at an empty value rather than recurse forever.
  if (depth > 4) return schema.type === 'array' ? [] : {};
  const options = schema.oneOf ?? schema.anyOf;
  if (Array.isArray(options) && options.length > 0) {
    return schemaExample(options[0], resolve, depth + 1);
  }
  if (Array.isArray(schema.allOf)) {
    return Object.assign(
      {},
      ...schema.allOf.map((part) => {
        const value = schemaExample(part, resolve, depth + 1);
        return isOpenApiNode(value) ? value : {};
      }),
    ) as OpenApiNode;
  }
  if (schema.type === 'array') return [schemaExample(schema.items, resolve, depth + 1)];
  if (schema.type === 'object' || isOpenApiNode(schema.properties)) {
    const properties = isOpenApiNode(schema.properties) ? schema.properties : {};
    return Object.fromEntries(
      Object.entries(properties).map(([name, property]) => [
        name,
        schemaExample(property, resolve, depth + 1),
      ]),
    );
  }
  return placeholderFor(schema);
}
