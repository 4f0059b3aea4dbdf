import {followLocalRef, resolveOnce} from '../site/restApi/followLocalRef';
import {isOpenApiNode, text, type OpenApiNode} from '../site/restApi/openApiNode';
import {oneLine} from './textLimits';

/*
 * OpenAPI schemas written as short TypeScript-like types for agents. Named
 * schemas (`$ref`) stay names inside a shape; only the names the top-level
 * shape mentions are spelled out, once, underneath it. Every walk is bounded
 * in depth and in size, so a cyclic or huge schema still renders quickly.
 */

/** Deepest level of inline objects written out; deeper ones become `object`. */
const MAX_DEPTH = 4;
/** Most properties written per object. */
const MAX_PROPERTIES = 40;
/** Most values written per enum. */
const MAX_ENUM_VALUES = 30;
/** Most schema nodes visited for one shape. */
const MAX_NODES = 400;
/** Most named schemas spelled out under a top-level shape. */
const MAX_DEFINITIONS = 6;
/** Longest property comment, taken from the property's description. */
const MAX_COMMENT = 100;
/** Longest rendering of one schema with its definitions. */
const MAX_SCHEMA_CHARACTERS = 4_000;

/** The name a `$ref` points at: its last path segment. */
function refName(ref: string): string {
  return ref.split('/').at(-1) ?? ref;
}

/** The node a local `$ref` leads to; `undefined` when it leads nowhere, into another file or round a loop. */
function refTarget(document: OpenApiNode, ref: string): OpenApiNode | undefined {
  const end = followLocalRef(document, ref);
  return 'node' in end ? end.node : undefined;
}

/** The first sentence of a description, on one line and short, or '' when there is none. */
function firstSentence(description: unknown): string {
  const flat = text(description).replace(/\s+/g, ' ').trim();
  const end = flat.search(/[.!?](\s|$)/);
  return oneLine(end === -1 ? flat : flat.slice(0, end + 1), MAX_COMMENT);
}

/** A JSON value as a TypeScript literal. */
function literal(value: unknown): string {
  return typeof value === 'string' ? `'${value.replace(/'/g, "\\'")}'` : JSON.stringify(value);
}

/** Walks one schema into a shape, collecting the names of the `$ref`s it meets. */
class ShapeWriter {
  /** The `$ref`s met, by the name the shape uses for them, in order of appearance. */
  readonly refs = new Map<string, string>();
  private nodes = 0;
  /** Objects on the current path: a cycle made of plain objects, not `$ref`s, stops here. */
  private readonly ancestors = new Set<object>();

  /** `comments`: whether properties carry their description as a trailing comment. */
  constructor(private readonly comments: boolean) {}

  shape(schema: unknown, indent: string, depth: number): string {
    // JSON Schema lets `false` stand for a schema nothing matches; anything else unusable means "any".
    if (!isOpenApiNode(schema)) return schema === false ? 'never' : 'unknown';
    this.nodes += 1;
    if (this.nodes > MAX_NODES || this.ancestors.has(schema)) return '…';
    this.ancestors.add(schema);
    try {
      return this.nullable(schema, this.bare(schema, indent, depth));
    } finally {
      this.ancestors.delete(schema);
    }
  }

  private nullable(schema: OpenApiNode, shape: string): string {
    return schema.nullable === true ? `${shape} | null` : shape;
  }

  private bare(schema: OpenApiNode, indent: string, depth: number): string {
    if (typeof schema.$ref === 'string') {
      const name = refName(schema.$ref);
      if (!this.refs.has(name)) this.refs.set(name, schema.$ref);
      return name;
    }
    if ('const' in schema) return literal(schema.const);
    if (Array.isArray(schema.enum)) {
      const values = schema.enum.slice(0, MAX_ENUM_VALUES).map(literal);
      const more = schema.enum.length - values.length;
      return [...values, ...(more > 0 ? [`… (${more} more)`] : [])].join(' | ');
    }
    for (const [combiner, joiner] of [
      ['oneOf', ' | '],
      ['anyOf', ' | '],
      ['allOf', ' & '],
    ] as const) {
      const parts = schema[combiner];
      if (Array.isArray(parts) && parts.length > 0) {
        return parts.map((part) => this.grouped(this.shape(part, indent, depth))).join(joiner);
      }
    }
    if (Array.isArray(schema.type)) {
      // OpenAPI 3.1 lists several types, `null` among them, in one array.
      return schema.type.map((type) => this.shape({...schema, type}, indent, depth)).join(' | ');
    }
    const type = text(schema.type) || (isOpenApiNode(schema.properties) ? 'object' : '');
    if (type === 'array') {
      const items = this.shape(schema.items, indent, depth);
      return `${this.grouped(items)}[]`;
    }
    if (type === 'object' || isOpenApiNode(schema.additionalProperties)) {
      return this.object(schema, indent, depth);
    }
    if (type === 'null') return 'null';
    const format = text(schema.format);
    return `${type || 'unknown'}${format ? ` (${format})` : ''}`;
  }

  /** Parentheses around a union or intersection used inside another type. */
  private grouped(shape: string): string {
    return / [|&] /.test(shape) && !shape.includes('\n') ? `(${shape})` : shape;
  }

  private object(schema: OpenApiNode, indent: string, depth: number): string {
    const properties = isOpenApiNode(schema.properties) ? Object.entries(schema.properties) : [];
    const extra = schema.additionalProperties;
    if (properties.length === 0 && (extra === undefined || extra === false)) return 'object';
    if (depth >= MAX_DEPTH) return 'object';
    const required = new Set(Array.isArray(schema.required) ? schema.required.map(String) : []);
    const inner = `${indent}  `;
    const lines = properties.slice(0, MAX_PROPERTIES).map(([name, property]) => {
      const key = /^[A-Za-z_$][\w$]*$/.test(name) ? name : literal(name);
      const shape = this.shape(property, inner, depth + 1);
      const comment =
        this.comments && isOpenApiNode(property) ? firstSentence(property.description) : '';
      return `${inner}${key}${required.has(name) ? '' : '?'}: ${shape};${comment ? ` // ${comment}` : ''}`;
    });
    if (properties.length > MAX_PROPERTIES) {
      lines.push(`${inner}// … ${properties.length - MAX_PROPERTIES} more properties`);
    }
    if (extra !== undefined && extra !== false) {
      lines.push(`${inner}[key: string]: ${this.shape(extra, inner, depth + 1)};`);
    }
    return `{\n${lines.join('\n')}\n${indent}}`;
  }
}

/**
 * A schema as a TypeScript-like type, followed by the named schemas it
 * mentions directly, each as `type Name = …`: one level of `$ref`s resolved,
 * deeper ones left as names. Formats follow the type in brackets
 * (`string (uuid)`); a property's first sentence of description follows it
 * as a comment. The result is never longer than {@link MAX_SCHEMA_CHARACTERS}.
 */
export function schemaShape(document: OpenApiNode, schema: unknown): string {
  const writer = new ShapeWriter(true);
  const top = writer.shape(schema, '', 0);
  const mentioned = [...writer.refs];
  const definitions = mentioned.slice(0, MAX_DEFINITIONS).map(([name, ref]) => {
    const target = refTarget(document, ref);
    if (!target)
      return `// ${name} (${ref}) leads nowhere: it is missing or part of a loop of references.`;
    // A fresh writer per definition: the names found inside it stay names.
    return `type ${name} = ${new ShapeWriter(true).shape(target, '', 0)};`;
  });
  const left = mentioned.slice(MAX_DEFINITIONS).map(([name]) => name);
  if (left.length > 0) definitions.push(`// Not spelled out here: ${left.join(', ')}.`);
  const rendered = [top, ...definitions].join('\n\n');
  return rendered.length <= MAX_SCHEMA_CHARACTERS
    ? rendered
    : `${rendered.slice(0, MAX_SCHEMA_CHARACTERS - 40).trimEnd()}\n// … (shape cut for length)`;
}

/**
 * A schema as a one-line type, `$ref` at the top resolved once (so a
 * parameter typed by a named enum shows its values), without comments and
 * at most `limit` characters long.
 */
export function inlineShape(document: OpenApiNode, schema: unknown, limit = 600): string {
  const resolved = isOpenApiNode(schema) ? resolveOnce(document, schema) : schema;
  return oneLine(new ShapeWriter(false).shape(resolved, '', 0).replace(/\n\s*/g, ' '), limit);
}
