import {SAMPLE_FILE, type SampleRequest} from './sampleRequest';
import {sampleUrl} from './sampleUrl';

/** A string in single quotes for a POSIX shell. */
function shellQuote(value: string): string {
  return `'${value.replace(/'/g, `'\\''`)}'`;
}

/** The request as a curl command, its credential read from the environment. */
export function curlSample(request: SampleRequest): string {
  const lines = [`curl -X ${request.method} ${shellQuote(sampleUrl(request))}`];
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
