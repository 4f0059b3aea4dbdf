import {SAMPLE_FILE, type SampleRequest} from './sampleRequest';

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

/** The request with the requests library, its credential read from `os.environ`. */
export function pythonSample(request: SampleRequest): string {
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
