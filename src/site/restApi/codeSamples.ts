import {isOpenApiNode, text, type OpenApiNode} from './openApiNode';
import {queryPairs, type QueryScalar} from './queryPairs';
import {schemaExample, type Resolve} from './schemaExample';

/** One code sample of an operation, in one language. */
export type CodeSample = {
  /** Stable id of the language, used as the tab's value. */
  id: string;
  /** What the tab says. */
  label: string;
  /** Highlighting language of the code block. */
  language: string;
  code: string;
};

/** Everything a sample needs to know about one request. */
export type SampleRequest = {
  method: string;
  /** The server and the path, its parameters filled in. */
  baseUrl: string;
  /** Query parameters with their example values, one pair per name and value as sent. */
  query: [string, QueryScalar][];
  /** The credential header, named by the security scheme; its value comes from the environment. */
  credential?: {header: string; variable: string};
  /** Header parameters other than the credential. */
  headers?: [string, string][];
  body?:
    | {kind: 'json'; value: unknown}
    | {kind: 'multipart'; part: string; fileName?: string}
    | {kind: 'file'; mediaType: string; fileName?: string};
  /** What a successful response carries. */
  response: 'json' | 'binary' | 'none';
};

const SAMPLE_FILE = 'model.fbx';

function parameterExample(parameter: OpenApiNode, resolve: Resolve): unknown {
  if (parameter.example !== undefined) return parameter.example;
  return schemaExample(parameter.schema, resolve);
}

/**
 * The request a sample sends: the first server, path parameters and query
 * parameters with their examples (optional query parameters only when they
 * have one), the first security requirement's header, and the first body
 * media type, with its example or one built from its schema.
 */
export function sampleRequest(
  spec: OpenApiNode,
  method: string,
  path: string,
  operation: OpenApiNode,
  parameters: OpenApiNode[],
  resolve: Resolve,
): SampleRequest {
  const servers = Array.isArray(spec.servers) ? spec.servers : [];
  const server = isOpenApiNode(servers[0]) ? text(servers[0].url).replace(/\/$/, '') : '';
  let filledPath = path;
  for (const parameter of parameters.filter((candidate) => candidate.in === 'path')) {
    const value = parameterExample(parameter, resolve);
    filledPath = filledPath.replace(
      `{${text(parameter.name)}}`,
      encodeURIComponent(
        typeof value === 'string' || typeof value === 'number'
          ? String(value)
          : `{${text(parameter.name)}}`,
      ),
    );
  }
  const query = parameters
    .filter(
      (parameter) =>
        parameter.in === 'query' &&
        (parameter.required === true ||
          parameter.example !== undefined ||
          resolve(parameter.schema).example !== undefined),
    )
    .flatMap((parameter) =>
      queryPairs(text(parameter.name), parameterExample(parameter, resolve), {
        style: parameter.style === 'deepObject' ? 'deepObject' : 'form',
        explode: parameter.explode !== false,
      }),
    );
  const baseUrl = `${server}${filledPath}`;

  const requirements = (operation.security ?? spec.security) as unknown;
  const firstRequirement = Array.isArray(requirements) ? requirements[0] : undefined;
  const schemeName = isOpenApiNode(firstRequirement) ? Object.keys(firstRequirement)[0] : undefined;
  const components = isOpenApiNode(spec.components) ? spec.components : {};
  const schemes = isOpenApiNode(components.securitySchemes) ? components.securitySchemes : {};
  const scheme = schemeName ? resolve(schemes[schemeName]) : {};
  const credential =
    scheme.type === 'apiKey' && scheme.in === 'header'
      ? {header: text(scheme.name), variable: text(scheme.name).toUpperCase()}
      : undefined;

  const requestBody = resolve(operation.requestBody);
  const [mediaType, rawMedia] = Object.entries(
    isOpenApiNode(requestBody.content) ? requestBody.content : {},
  )[0] ?? ['', undefined];
  const media = isOpenApiNode(rawMedia) ? rawMedia : undefined;
  let body: SampleRequest['body'];
  if (media && /json/.test(mediaType)) {
    body = {
      kind: 'json',
      value: media.example !== undefined ? media.example : schemaExample(media.schema, resolve),
    };
  } else if (media && mediaType === 'multipart/form-data') {
    body = {kind: 'multipart', part: 'file'};
  } else if (media) {
    body = {kind: 'file', mediaType};
  }

  const responses = isOpenApiNode(operation.responses) ? operation.responses : {};
  const success = Object.entries(responses).find(([status]) => status.startsWith('2'));
  const successContent = success ? resolve(success[1]).content : undefined;
  const successType = isOpenApiNode(successContent) ? (Object.keys(successContent)[0] ?? '') : '';
  const response = successType === '' ? 'none' : /json/.test(successType) ? 'json' : 'binary';

  return {
    method: method.toUpperCase(),
    baseUrl,
    query,
    ...(credential ? {credential} : {}),
    ...(body ? {body} : {}),
    response,
  };
}

/** The request's URL with its query string, for languages that send it in one piece. */
function fullUrl(request: SampleRequest): string {
  const queryString = request.query
    .map(([name, value]) => `${encodeURIComponent(name)}=${encodeURIComponent(String(value))}`)
    .join('&');
  return queryString ? `${request.baseUrl}?${queryString}` : request.baseUrl;
}

/** A string in single quotes for a POSIX shell. */
function shellQuote(value: string): string {
  return `'${value.replace(/'/g, `'\\''`)}'`;
}

/** A string in single quotes for JavaScript; values typed by a reader may hold quotes. */
function jsString(value: string): string {
  return `'${value.replace(/\\/g, '\\\\').replace(/'/g, "\\'").replace(/\n/g, '\\n')}'`;
}

function curlSample(request: SampleRequest): string {
  const lines = [`curl -X ${request.method} ${shellQuote(fullUrl(request))}`];
  if (request.credential) {
    lines.push(`-H "${request.credential.header}: $${request.credential.variable}"`);
  }
  for (const [name, value] of request.headers ?? []) {
    lines.push(`-H ${shellQuote(`${name}: ${value}`)}`);
  }
  if (request.body?.kind === 'json') {
    lines.push(`-H 'Content-Type: application/json'`);
    lines.push(`--data ${shellQuote(JSON.stringify(request.body.value, null, 2))}`);
  } else if (request.body?.kind === 'multipart') {
    const file = request.body.fileName ?? SAMPLE_FILE;
    lines.push(`-F ${shellQuote(`${request.body.part}=@${file}`)}`);
  } else if (request.body?.kind === 'file') {
    const file = request.body.fileName ?? SAMPLE_FILE;
    lines.push(
      `-H ${shellQuote(`Content-Type: ${request.body.mediaType}`)}`,
      `--data-binary ${shellQuote(`@${file}`)}`,
    );
  }
  if (request.response === 'binary') lines.push(`--output response.bin`);
  return lines.join(' \\\n  ');
}

/** A JSON value as a JavaScript literal, indented like the rest of the sample. */
function jsLiteral(value: unknown, indent: string): string {
  return JSON.stringify(value, null, 2).replace(/\n/g, `\n${indent}`);
}

function javascriptSample(request: SampleRequest): string {
  const lines: string[] = [];
  if (request.body && request.body.kind !== 'json') {
    lines.push(`import {openAsBlob} from 'node:fs';`, '');
  }
  const file = jsString(
    (request.body?.kind !== 'json' ? request.body?.fileName : undefined) ?? SAMPLE_FILE,
  );
  if (request.body?.kind === 'multipart') {
    lines.push(
      'const form = new FormData();',
      `form.append(${jsString(request.body.part)}, await openAsBlob(${file}), ${file});`,
      '',
    );
  }
  const headers: string[] = [];
  if (request.credential) {
    headers.push(`'${request.credential.header}': process.env.${request.credential.variable},`);
  }
  for (const [name, value] of request.headers ?? []) {
    headers.push(`${jsString(name)}: ${jsString(value)},`);
  }
  if (request.body?.kind === 'json') headers.push(`'Content-Type': 'application/json',`);
  if (request.body?.kind === 'file') {
    headers.push(`'Content-Type': ${jsString(request.body.mediaType)},`);
  }
  lines.push(
    `const response = await fetch(${jsString(fullUrl(request))}, {`,
    `  method: '${request.method}',`,
  );
  if (headers.length > 0) {
    lines.push('  headers: {', ...headers.map((header) => `    ${header}`), '  },');
  }
  if (request.body?.kind === 'json') {
    lines.push(`  body: JSON.stringify(${jsLiteral(request.body.value, '  ')}),`);
  } else if (request.body?.kind === 'multipart') {
    lines.push('  body: form,');
  } else if (request.body?.kind === 'file') {
    lines.push(`  body: await openAsBlob(${file}),`);
  }
  lines.push('});', `if (!response.ok) throw new Error(\`HTTP \${response.status}\`);`);
  if (request.response === 'json') lines.push('console.log(await response.json());');
  if (request.response === 'binary') lines.push('const bytes = await response.arrayBuffer();');
  return lines.join('\n');
}

/** A JSON value as a Python literal. */
function pythonLiteral(value: unknown, indent = ''): string {
  if (value === null || value === undefined) return 'None';
  if (value === true) return 'True';
  if (value === false) return 'False';
  if (typeof value === 'number') return String(value);
  if (typeof value === 'string') return JSON.stringify(value);
  const inner = `${indent}    `;
  if (Array.isArray(value)) {
    if (value.length === 0) return '[]';
    return `[\n${value.map((item) => `${inner}${pythonLiteral(item, inner)},`).join('\n')}\n${indent}]`;
  }
  const entries = Object.entries(value as Record<string, unknown>);
  if (entries.length === 0) return '{}';
  return `{\n${entries
    .map(([key, item]) => `${inner}${JSON.stringify(key)}: ${pythonLiteral(item, inner)},`)
    .join('\n')}\n${indent}}`;
}

/**
 * The query as the `params` of requests: a name sent several times holds a
 * list, and booleans are the words the URL carries (requests would send
 * Python's `True`).
 */
function pythonParams(query: SampleRequest['query']): Record<string, unknown> {
  const params = new Map<string, string[] | number[] | (string | number)[]>();
  for (const [name, value] of query) {
    const item = typeof value === 'boolean' ? String(value) : value;
    params.set(name, [...(params.get(name) ?? []), item]);
  }
  return Object.fromEntries(
    [...params].map(([name, items]) => [name, items.length === 1 ? items[0] : items]),
  );
}

function pythonSample(request: SampleRequest): string {
  const lines = request.credential ? ['import os', 'import requests', ''] : ['import requests', ''];
  const args = [JSON.stringify(request.baseUrl)];
  if (request.query.length > 0) {
    args.push(`params=${pythonLiteral(pythonParams(request.query), '    ')}`);
  }
  const headers: string[] = [];
  if (request.credential) {
    headers.push(
      `${JSON.stringify(request.credential.header)}: os.environ[${JSON.stringify(request.credential.variable)}]`,
    );
  }
  for (const [name, value] of request.headers ?? []) {
    headers.push(`${JSON.stringify(name)}: ${JSON.stringify(value)}`);
  }
  if (request.body?.kind === 'file') {
    headers.push(`"Content-Type": ${JSON.stringify(request.body.mediaType)}`);
  }
  if (headers.length > 0) args.push(`headers={${headers.join(', ')}}`);
  if (request.body?.kind === 'json') args.push(`json=${pythonLiteral(request.body.value, '    ')}`);
  if (request.body?.kind === 'multipart') {
    const file = JSON.stringify(request.body.fileName ?? SAMPLE_FILE);
    args.push(`files={${JSON.stringify(request.body.part)}: open(${file}, "rb")}`);
  }
  if (request.body?.kind === 'file') {
    args.push(`data=open(${JSON.stringify(request.body.fileName ?? SAMPLE_FILE)}, "rb")`);
  }
  lines.push(
    `response = requests.${request.method.toLowerCase()}(`,
    ...args.map((arg) => `    ${arg},`),
    ')',
    'response.raise_for_status()',
  );
  if (request.response === 'json') lines.push('print(response.json())');
  if (request.response === 'binary') lines.push('data = response.content');
  return lines.join('\n');
}

/**
 * The code samples of an operation: the request in curl, JavaScript (fetch)
 * and Python (requests), then the samples the OpenAPI file gives itself
 * (`x-codeSamples`, the `@3dverse/api` client).
 */
export function codeSamples(request: SampleRequest, operation: OpenApiNode): CodeSample[] {
  const own = (Array.isArray(operation['x-codeSamples']) ? operation['x-codeSamples'] : [])
    .filter(isOpenApiNode)
    .map((sample, index) => ({
      id: `client-${index}`,
      label: text(sample.label) || text(sample.lang),
      language: text(sample.lang).toLowerCase() || 'text',
      code: text(sample.source).trimEnd(),
    }));
  return [
    {id: 'curl', label: 'curl', language: 'bash', code: curlSample(request)},
    {
      id: 'javascript',
      label: 'JavaScript',
      language: 'javascript',
      code: javascriptSample(request),
    },
    {id: 'python', label: 'Python', language: 'python', code: pythonSample(request)},
    ...own,
  ];
}
