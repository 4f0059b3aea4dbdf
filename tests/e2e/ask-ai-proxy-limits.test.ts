import {describe, expect, it} from 'vitest';
import {askAiUnderTest, SCRIPTED_MODEL} from './support/askAi';
import {postToProxy, PROXY_FAILED_BODY, siteRequest} from './support/askAiProxy';
import {ASK_AI_PROXY_PATH} from '../../src/deploy/serverSettings';

/*
 * What the Ask AI proxy answers itself: a plain error in place of every
 * error the provider answers (whose body can quote the key), and its own
 * refusals of a method, a body over the cap and a flood.
 */

const KEY = 'sk-test-limits-3b8a';
const {model, server} = askAiUnderTest(['An answer.'], {key: KEY});

describe('the Ask AI proxy’s own answers', () => {
  it('replaces a provider’s error, which may quote the key, with its own, whatever its status', async () => {
    // Not only an invalid key's error can quote it: a validation error (422) can, and a 403
    // or 429 of the provider's would read as the proxy's own refusal.
    for (const status of [422, 403, 429]) {
      const before = model().received.length;
      const response = await postToProxy(
        server(),
        siteRequest(SCRIPTED_MODEL, `this should fail with ${status}`),
      );
      expect(response.status).toBe(502);
      expect(await response.text()).toBe(PROXY_FAILED_BODY);
      // It did reach the model, which answered with the key in its error.
      expect(model().received.length).toBe(before + 1);
      expect(model().received.at(-1)?.authorization).toBe(`Bearer ${KEY}`);
    }
  });

  it('refuses a body over the cap before it reaches the model', async () => {
    const requests = model().received.length;
    const oversized = siteRequest(SCRIPTED_MODEL, 'x'.repeat(100_000));
    expect((await postToProxy(server(), oversized)).status).toBe(413);
    expect(model().received.length).toBe(requests);
  });

  it('refuses other methods', async () => {
    const response = await fetch(new URL(ASK_AI_PROXY_PATH, server().url), {
      headers: {'Accept-Encoding': 'gzip'},
    });
    expect(response.status).toBe(403);
    // nginx's own error page is not compressed on the fly, whatever the host's nginx.conf says.
    expect(response.headers.get('content-encoding')).toBeNull();
  });

  // Last: it spends this client's budget.
  it('rate-limits a burst from one client', async () => {
    const statuses = await Promise.all(
      Array.from({length: 16}, () =>
        postToProxy(server(), siteRequest(SCRIPTED_MODEL, 'ping')).then(async (response) => {
          await response.arrayBuffer();
          return response.status;
        }),
      ),
    );
    expect(statuses).toContain(429);
    expect(statuses.every((status) => status === 200 || status === 429)).toBe(true);
  });
});
