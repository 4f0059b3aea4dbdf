import {describe, expect, it} from 'vitest';
import {featureServer} from './support/featureServer';
import {PROXY_FAILED_BODY, siteRequest} from './support/askAiProxy';
import {ASK_AI_PROXY_PATH, MCP_PATH} from '../../src/deploy/serverSettings';

/*
 * A service behind the site given by a name that does not resolve (a typo, a
 * provider's outage of its DNS): nginx looks the name up when a request needs
 * it, so the service's location fails and the site stays up. `.invalid` is
 * reserved never to resolve.
 */
const server = featureServer(() => ({
  ASK_AI_UPSTREAM: 'https://ask-ai.invalid/v1/chat/completions',
  ASK_AI_API_KEY: 'sk-unused',
  ASK_AI_MODEL: 'unused',
  MCP_UPSTREAM: 'http://docs-mcp.invalid:3939',
}));

describe('an upstream named by a host that does not resolve', () => {
  it('leaves the site serving, and its location answers with its own error', async () => {
    const {url} = server();
    expect((await fetch(`${url}/core-concepts/architecture`)).status).toBe(200);
    const ask = await fetch(`${url}${ASK_AI_PROXY_PATH}`, {
      method: 'POST',
      headers: {'Content-Type': 'application/json'},
      body: siteRequest('unused', 'how do I join a session?'),
    });
    expect(ask.status).toBe(502);
    expect(await ask.text()).toBe(PROXY_FAILED_BODY);
    const mcp = await fetch(`${url}${MCP_PATH}`, {
      method: 'POST',
      headers: {'Content-Type': 'application/json', Accept: 'application/json, text/event-stream'},
      body: JSON.stringify({jsonrpc: '2.0', id: 1, method: 'ping'}),
    });
    expect(mcp.status).toBe(503);
    expect(((await mcp.json()) as {error: {message: string}}).error.message).toBe(
      'The docs MCP server is not running.',
    );
  });
});
