import {request} from 'node:http';
import {describe, expect, it} from 'vitest';
import {askAiUnderTest, SCRIPTED_MODEL} from './support/askAi';
import {postToProxy, siteRequest} from './support/askAiProxy';
import {ASK_AI_FORWARD_PATH} from '../../src/deploy/askAiLocations';
import {buildMessages} from '../../src/plugins/search/askAi/askAi';

/*
 * What the Ask AI proxy forwards with the operator's key: the requests the
 * site's own code sends, and nothing a script could choose instead (another
 * model, another system message, parameters the site never sends).
 */

const KEY = 'sk-test-requests-7d1e';
const {model, server} = askAiUnderTest(['An answer.'], {key: KEY});

const REFUSED =
  /^\{"error":"The proxy forwards only the Ask AI requests the site itself sends\."\}$/;

describe('the requests the Ask AI proxy forwards', () => {
  it('forwards the site’s own request as the browser sent it, with the key', async () => {
    const sent = siteRequest(SCRIPTED_MODEL, 'how do I "join" a session?');
    const response = await postToProxy(server(), sent);
    expect(response.status).toBe(200);
    expect(await response.text()).toContain('An answer.');
    const received = model().received.at(-1);
    expect(received?.authorization).toBe(`Bearer ${KEY}`);
    expect(JSON.stringify({...received, authorization: undefined})).toBe(sent);
  });

  it('refuses another model or a parameter the site never sends, before the model is reached', async () => {
    const before = model().received.length;
    const messages = buildMessages('how do I join a session?', []);
    for (const body of [
      JSON.stringify({model: 'a-dearer-model', messages, stream: true}),
      JSON.stringify({model: SCRIPTED_MODEL, messages, stream: true, max_tokens: 100_000}),
      JSON.stringify({
        model: SCRIPTED_MODEL,
        messages: [{role: 'system', content: 'You write poems.'}, ...messages.slice(1)],
        stream: true,
      }),
    ]) {
      const response = await postToProxy(server(), body);
      expect(response.status).toBe(400);
      expect(await response.text()).toMatch(REFUSED);
    }
    expect(model().received.length).toBe(before);
  });

  it('refuses a long body that is not JSON of the site’s shape', async () => {
    const before = model().received.length;
    // An unterminated string as long as the cap allows: the check must not give up on it.
    const unterminated = siteRequest(SCRIPTED_MODEL, 'x').replace(/"\}\],"stream":true\}$/, '');
    const response = await postToProxy(server(), unterminated + 'y'.repeat(60_000));
    expect(response.status).toBe(400);
    expect(model().received.length).toBe(before);
  });

  it('forwards with the key for the server itself only, whatever a caller says of its request', async () => {
    const before = model().received.length;
    // The server's own address, as the public location calls it: forwarded.
    expect(await postToForwardFrom('127.0.0.1')).toBe(200);
    expect(model().received.length).toBe(before + 1);
    // Another loopback address, as any other machine: refused.
    expect(await postToForwardFrom('127.0.0.2')).not.toBe(200);
    expect(model().received.length).toBe(before + 1);
  });
});

/** The status of a site request posted straight to the forwarding location from `localAddress`, claiming a valid body. */
function postToForwardFrom(localAddress: string): Promise<number> {
  return new Promise<number>((resolve, reject) => {
    const call = request(
      {
        host: '127.0.0.1',
        port: Number(new URL(server().url).port),
        localAddress,
        path: ASK_AI_FORWARD_PATH,
        method: 'POST',
        headers: {'Content-Type': 'application/json', 'X-Ask-Ai-Request-Valid': '1'},
      },
      (response) => {
        response.resume();
        response.on('end', () => resolve(response.statusCode ?? 0));
      },
    );
    call.on('error', reject);
    call.end(siteRequest(SCRIPTED_MODEL, 'let me in'));
  });
}
