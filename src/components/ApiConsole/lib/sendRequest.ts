import type {PreparedRequest} from './consoleRequest';
import {failureMessage} from './failureMessage';
import {readLimitedBody} from './readLimitedBody';

/** The most of a response body the console reads; the rest is cut off, with a note. */
export const MAX_RESPONSE_BYTES = 1024 * 1024;

/** A response as the console shows it. */
export type ConsoleResponse = {
  status: number;
  statusText: string;
  /** The headers the server lets the page read (CORS hides the others). */
  headers: [string, string][];
  contentType: string;
  /** Milliseconds from sending until the headers, and until the body was read. */
  headersAfterMs: number;
  totalMs: number;
  bytes: Uint8Array;
  /** Reading stopped at `MAX_RESPONSE_BYTES`, before the body's end. */
  truncated: boolean;
};

/** How a request ended. */
export type ConsoleOutcome =
  | {kind: 'response'; response: ConsoleResponse}
  | {kind: 'cancelled'}
  | {kind: 'failed'; message: string};

function requestBody(request: PreparedRequest): BodyInit | undefined {
  const {body} = request;
  if (!body) return undefined;
  if (body.kind === 'json') return body.text;
  if (body.kind === 'file') return body.file;
  const form = new FormData();
  for (const file of body.files) form.append(body.part, file, file.name);
  return form;
}

/**
 * Sends a prepared request with the reader's credential in its header, and
 * reads the response (at most `limit` bytes of its body) with timings.
 * Cookies are never sent, and redirects are not followed, so the credential
 * can only reach the server the reader chose. Aborting `signal` cancels the
 * request, or the reading of its body, at any point.
 */
export async function sendRequest(
  request: PreparedRequest,
  server: string,
  credential: {header: string; value: string} | undefined,
  signal: AbortSignal,
  limit = MAX_RESPONSE_BYTES,
): Promise<ConsoleOutcome> {
  const headers = new Headers();
  try {
    for (const [name, value] of request.headers) headers.set(name, value);
    if (credential && credential.value !== '') headers.set(credential.header, credential.value);
  } catch {
    return {
      kind: 'failed',
      message:
        'Nothing was sent: the credential or a header parameter holds a character an HTTP header cannot carry (a line break, or a letter outside Latin-1).',
    };
  }
  if (request.body?.kind === 'json' || request.body?.kind === 'file') {
    headers.set('Content-Type', request.body.mediaType);
  }
  const started = performance.now();
  try {
    const response = await fetch(request.url, {
      method: request.method,
      headers,
      body: requestBody(request),
      credentials: 'omit',
      cache: 'no-store',
      redirect: 'manual',
      signal,
    });
    if (response.type === 'opaqueredirect') {
      return {
        kind: 'failed',
        message:
          'The server answered with a redirect to another address. The console does not follow redirects, so your credential is only ever sent to the server you chose; use curl or the client to follow it.',
      };
    }
    const headersAfterMs = performance.now() - started;
    const responseHeaders: [string, string][] = [];
    response.headers.forEach((value, name) => responseHeaders.push([name, value]));
    const {bytes, truncated} = await readLimitedBody(response.body, limit);
    return {
      kind: 'response',
      response: {
        status: response.status,
        statusText: response.statusText,
        headers: responseHeaders,
        contentType: response.headers.get('Content-Type') ?? '',
        headersAfterMs,
        totalMs: performance.now() - started,
        bytes,
        truncated,
      },
    };
  } catch (error) {
    if (signal.aborted || (error instanceof DOMException && error.name === 'AbortError')) {
      return {kind: 'cancelled'};
    }
    return {kind: 'failed', message: failureMessage(server, navigator.onLine)};
  }
}
