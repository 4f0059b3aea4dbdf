import http, {type IncomingHttpHeaders} from 'node:http';
import https from 'node:https';

/** A request to send: its method and its path on the server. */
export type PlainRequest = {method: string; path: string};

/** What the server answered, without the body. */
export type PlainAnswer = {status: number; headers: IncomingHttpHeaders};

/**
 * Sends each request once the last is answered, on one kept-alive
 * connection to `base`: nginx writes a request's log line before it reads
 * the next, so once the last answer is in, the line of every request before
 * it is in the log; a request sent on a new connection stops the run. Over HTTPS the server's certificate is not checked (a
 * test's own, made for the run).
 */
export async function oneAfterAnother(
  base: string,
  requests: readonly PlainRequest[],
): Promise<PlainAnswer[]> {
  const secure = new URL(base).protocol === 'https:';
  const agent = secure
    ? new https.Agent({keepAlive: true, maxSockets: 1, rejectUnauthorized: false})
    : new http.Agent({keepAlive: true, maxSockets: 1});
  const answers: PlainAnswer[] = [];
  try {
    for (const [index, {method, path}] of requests.entries()) {
      const answer = await new Promise<http.IncomingMessage>((resolve, reject) => {
        const request = (secure ? https : http).request(
          new URL(path, base),
          {method, agent},
          (response) => {
            // On a new connection the lines of the requests before it could still be unwritten.
            if (index > 0 && !request.reusedSocket) {
              reject(new Error(`${base} closed the connection before ${method} ${path}.`));
            } else {
              resolve(response);
            }
          },
        );
        request.on('error', reject).end();
      });
      answer.resume();
      await new Promise((resolve) => answer.on('end', resolve));
      answers.push({status: answer.statusCode ?? 0, headers: answer.headers});
    }
  } finally {
    agent.destroy();
  }
  return answers;
}
