/**
 * Markdown for the REST API operation pages, written from the OpenAPI file
 * rather than from the built HTML: the API explorer renders parameters and
 * schemas in the browser, so the HTML of an operation page has its summary
 * but none of its parameters, bodies or responses.
 */

/** The parts of an OpenAPI 3 document this reads; anything may be a `$ref`. */
type Node = Record<string, unknown>;

const METHODS = ['get', 'put', 'post', 'delete', 'patch', 'head', 'options'] as const;

/** The page id docusaurus-plugin-openapi-docs gives an operation: its operationId in kebab case. */
export function operationPageId(operationId: string): string {
  return operationId
    .replace(/([a-z0-9])([A-Z])/g, '$1-$2')
    .replace(/([A-Z])([A-Z][a-z])/g, '$1-$2')
    .replace(/[\s_]+/g, '-')
    .toLowerCase();
}

function isNode(value: unknown): value is Node {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function text(value: unknown): string {
  return typeof value === 'string' ? value : '';
}

/** A table cell: one line, pipes escaped. */
function cell(value: string): string {
  return value.replace(/\s*\n\s*/g, ' ').replace(/\|/g, '\\|');
}

function resolver(spec: Node) {
  const resolve = (value: unknown, seen: ReadonlySet<string> = new Set()): Node => {
    if (!isNode(value)) return {};
    const ref = text(value.$ref);
    if (!ref.startsWith('#/') || seen.has(ref)) return ref ? {title: ref.split('/').at(-1)} : value;
    const target = ref
      .slice(2)
      .split('/')
      .reduce<unknown>((node, key) => (isNode(node) ? node[key] : undefined), spec);
    return resolve(target, new Set([...seen, ref]));
  };
  return resolve;
}

/** A short description of a schema's type: `string (uuid)`, `array of Asset`, `one of A, B`. */
function typeOf(schema: Node, resolve: (value: unknown) => Node): string {
  for (const combiner of ['oneOf', 'anyOf'] as const) {
    const options = schema[combiner];
    if (Array.isArray(options)) {
      const names = options.map((option) => {
        const resolved = resolve(option);
        const ref = isNode(option) ? text(option.$ref).split('/').at(-1) : undefined;
        return ref || text(resolved.title) || typeOf(resolved, resolve);
      });
      return `${combiner === 'oneOf' ? 'one' : 'any'} of ${names.join(', ')}`;
    }
  }
  const type = text(schema.type) || (isNode(schema.properties) ? 'object' : '');
  if (type === 'array') {
    const items = isNode(schema.items) ? schema.items : {};
    const ref = text(items.$ref).split('/').at(-1);
    return `array of ${ref || typeOf(resolve(items), resolve)}`;
  }
  const format = text(schema.format);
  const values = Array.isArray(schema.enum)
    ? ` (one of ${schema.enum.map(String).join(', ')})`
    : '';
  return `${type || 'any'}${format ? ` (${format})` : ''}${values}`;
}

/** The properties of an object schema as table rows, nested objects as dotted names. */
function propertyRows(
  schema: Node,
  resolve: (value: unknown) => Node,
  prefix = '',
  depth = 0,
): string[] {
  const merged = Array.isArray(schema.allOf)
    ? schema.allOf
        .map((part) => resolve(part))
        .reduce<Node>(
          (all, part) => ({
            ...all,
            properties: {
              ...(isNode(all.properties) ? all.properties : {}),
              ...(isNode(part.properties) ? part.properties : {}),
            },
            required: [
              ...(Array.isArray(all.required) ? all.required : []),
              ...(Array.isArray(part.required) ? part.required : []),
            ],
          }),
          {},
        )
    : schema;
  const properties = isNode(merged.properties) ? merged.properties : {};
  const required = new Set(Array.isArray(merged.required) ? merged.required.map(String) : []);
  return Object.entries(properties).flatMap(([name, raw]) => {
    const property = resolve(raw);
    const row = `| \`${prefix}${name}\` | ${cell(typeOf(property, resolve))} | ${required.has(name) ? 'yes' : 'no'} | ${cell(text(property.description))} |`;
    const nested =
      depth < 2 && isNode(property.properties)
        ? propertyRows(property, resolve, `${prefix}${name}.`, depth + 1)
        : [];
    return [row, ...nested];
  });
}

function schemaSection(schema: Node, resolve: (value: unknown) => Node): string[] {
  const options = schema.oneOf ?? schema.anyOf;
  if (Array.isArray(options)) {
    // Each accepted shape gets its own table, under the name the reference gives it.
    return [
      `${typeOf(schema, resolve)[0]?.toUpperCase()}${typeOf(schema, resolve).slice(1)}:`,
      '',
      ...options.flatMap((option) => {
        const name = isNode(option) ? text(option.$ref).split('/').at(-1) : undefined;
        const resolved = resolve(option);
        return [
          `#### ${name || text(resolved.title) || typeOf(resolved, resolve)}`,
          '',
          ...schemaSection(resolved, resolve),
        ];
      }),
    ];
  }
  const rows = propertyRows(schema, resolve);
  if (rows.length === 0) return [`Type: ${typeOf(schema, resolve)}.`, ''];
  return ['| Field | Type | Required | Description |', '| --- | --- | --- | --- |', ...rows, ''];
}

function jsonContent(content: unknown): {type: string; media: Node} | undefined {
  if (!isNode(content)) return undefined;
  const [type, media] = Object.entries(content)[0] ?? [];
  return type && isNode(media) ? {type, media} : undefined;
}

/** The Markdown of one operation. */
export function operationMarkdown(
  spec: Node,
  method: string,
  path: string,
  operation: Node,
  pathParameters: unknown[] = [],
): string {
  const resolve = resolver(spec);
  const lines = [`# ${text(operation.summary) || `${method.toUpperCase()} ${path}`}`, ''];
  lines.push('```', `${method.toUpperCase()} ${path}`, '```', '');
  if (operation.description) lines.push(text(operation.description).trim(), '');

  const parameters = [
    ...pathParameters,
    ...(Array.isArray(operation.parameters) ? operation.parameters : []),
  ].map((parameter) => resolve(parameter));
  lines.push('## Request', '');
  for (const location of ['path', 'query', 'header', 'cookie']) {
    const here = parameters.filter((parameter) => parameter.in === location);
    if (here.length === 0) continue;
    lines.push(`### ${location[0]?.toUpperCase()}${location.slice(1)} parameters`, '');
    lines.push('| Name | Type | Required | Description |', '| --- | --- | --- | --- |');
    for (const parameter of here) {
      lines.push(
        `| \`${text(parameter.name)}\` | ${cell(typeOf(resolve(parameter.schema), resolve))} | ${parameter.required === true ? 'yes' : 'no'} | ${cell(text(parameter.description))} |`,
      );
    }
    lines.push('');
  }
  const body = resolve(operation.requestBody);
  const bodyContent = jsonContent(body.content);
  if (bodyContent) {
    lines.push(`### Body (\`${bodyContent.type}\`)`, '');
    if (body.description) lines.push(text(body.description).trim(), '');
    lines.push(...schemaSection(resolve(bodyContent.media.schema), resolve));
  }
  if (parameters.length === 0 && !bodyContent) lines.push('No parameters and no body.', '');

  lines.push('## Responses', '');
  // Statuses that share one response (the usual error body) are listed together.
  const groups = new Map<unknown, {raw: unknown; statuses: string[]}>();
  for (const [status, raw] of Object.entries(
    isNode(operation.responses) ? operation.responses : {},
  )) {
    const key = isNode(raw) && typeof raw.$ref === 'string' ? raw.$ref : raw;
    const group = groups.get(key) ?? {raw, statuses: []};
    group.statuses.push(status);
    groups.set(key, group);
  }
  for (const {raw, statuses} of groups.values()) {
    const response = resolve(raw);
    lines.push(`### ${statuses.join(', ')}`, '', text(response.description).trim(), '');
    const content = jsonContent(response.content);
    if (content?.media.schema) lines.push(...schemaSection(resolve(content.media.schema), resolve));
    if (content?.media.example !== undefined) {
      lines.push('```json', JSON.stringify(content.media.example, null, 2), '```', '');
    }
  }

  const samples = Array.isArray(operation['x-codeSamples']) ? operation['x-codeSamples'] : [];
  if (samples.length > 0) {
    lines.push('## Code samples', '');
    for (const sample of samples.map((entry) => (isNode(entry) ? entry : {}))) {
      lines.push(`### ${text(sample.label) || text(sample.lang)}`, '');
      lines.push(
        `\`\`\`${text(sample.lang).toLowerCase()}`,
        text(sample.source).trimEnd(),
        '```',
        '',
      );
    }
  }
  return `${lines.join('\n').trim()}\n`;
}

/**
 * The Markdown of every operation of an OpenAPI document, by the URL path of
 * its page under `routeBasePath`.
 */
export function operationMarkdownPages(spec: Node, routeBasePath: string): Map<string, string> {
  const pages = new Map<string, string>();
  for (const [path, rawItem] of Object.entries(isNode(spec.paths) ? spec.paths : {})) {
    const item = isNode(rawItem) ? rawItem : {};
    const shared = Array.isArray(item.parameters) ? item.parameters : [];
    for (const method of METHODS) {
      const operation = item[method];
      if (!isNode(operation) || typeof operation.operationId !== 'string') continue;
      pages.set(
        `${routeBasePath}/${operationPageId(operation.operationId)}`,
        operationMarkdown(spec, method, path, operation, shared),
      );
    }
  }
  return pages;
}
