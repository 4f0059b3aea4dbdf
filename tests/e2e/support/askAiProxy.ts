import {ASK_AI_PROXY_PATH} from '../../../src/deploy/serverSettings';
import {buildMessages} from '../../../src/plugins/search/askAi/askAi';
import type {RunningNginx} from '../../../src/deploy/nginxServer';

/** The proxy's own error, which takes the place of every provider's. */
export const PROXY_FAILED_BODY = '{"error":"The AI endpoint could not answer."}';

/** The body the site's browser code sends for `question` with no passages, for `model`. */
export function siteRequest(model: string, question: string): string {
  return JSON.stringify({model, messages: buildMessages(question, []), stream: true});
}

/** Posts `body` to the Ask AI proxy of `server`, as a script would. */
export function postToProxy(server: RunningNginx, body: string): Promise<Response> {
  return fetch(new URL(ASK_AI_PROXY_PATH, server.url), {
    method: 'POST',
    headers: {'content-type': 'application/json'},
    body,
  });
}
