import {SAMPLE_FILE, type SampleRequest} from './sampleRequest';
import {sampleUrl} from './sampleUrl';
import {jsonLiteral} from './jsonLiteral';

/** A string in single quotes for JavaScript; values typed by a reader may hold quotes. */
function jsString(value: string): string {
  return `'${value.replace(/\\/g, '\\\\').replace(/'/g, "\\'").replace(/\n/g, '\\n')}'`;
}

/** The request with `fetch` in Node, its credential read from `process.env` and its file from disk. */
export function javascriptSample(request: SampleRequest): string {
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
    `const response = await fetch(${jsString(sampleUrl(request))}, {`,
    `  method: '${request.method}',`,
  );
  if (headers.length > 0) {
    lines.push('  headers: {', ...headers.map((header) => `    ${header}`), '  },');
  }
  if (request.body?.kind === 'json') {
    lines.push(`  body: JSON.stringify(${jsonLiteral(request.body.value, '  ')}),`);
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
