import {describe, expect, it} from 'vitest';
import {openPage} from './support/browser';
import {responseTo} from './support/responses';
import {sharedBrowser} from './support/fixtures';
import {ask, askAiUnderTest, SCRIPTED_MODEL} from './support/askAi';
import {ASK_AI_PROXY_PATH} from '../../src/deploy/serverSettings';

/*
 * Ask AI as deployed: the browser posts to the production server's proxy,
 * which adds the key from the server's environment and forwards to the
 * model (here a scripted OpenAI-compatible server).
 */

const browser = sharedBrowser();
const KEY = 'sk-test-4f9c2e7a1b-never-in-the-browser';
// [7] cites a passage the model was never given: the answer must drop it.
const ANSWER = [
  'Start one with ',
  '`Livelink.start` ',
  '[1], or join a running ',
  'session [2][7].',
];
const {model, server} = askAiUnderTest(ANSWER, {key: KEY});

/**
 * Opens a page of the proxied site, its problems, and `seen`: every request's
 * headers and every finished response the browser received, each read whole.
 */
async function openProxied() {
  const opened = await openPage(browser(), {baseURL: server().url});
  const received: string[] = [];
  const reading: Promise<void>[] = [];
  opened.page.on('request', (request) => received.push(JSON.stringify(request.headers())));
  // Once a request has finished, its response's body is all there to read.
  opened.page.on('requestfinished', (request) => {
    reading.push(
      (async () => {
        const response = await request.response();
        if (!response) return;
        received.push(JSON.stringify(await response.allHeaders()));
        // Streams and redirects have no body to read once they end.
        received.push(await response.text().catch(() => ''));
      })(),
    );
  });
  const seen = async () => {
    await Promise.all(reading);
    return received;
  };
  return {...opened, seen};
}

describe('Ask AI through the production proxy', () => {
  it('streams a cited answer built from numbered passages, with the key added by the server', async () => {
    const {page, problems, seen, close} = await openProxied();
    try {
      await ask(page, 'how do I start a rendering session');
      const answer = page.locator('[data-ask-ai-answer]');
      await page.locator('[data-ask-ai-state="done"]').waitFor();
      // The Markdown parser loads with the first answer; until it has, the raw text shows.
      await answer.locator('[data-citation]').first().waitFor();
      expect(await answer.textContent()).toBe(
        'Start one with Livelink.start [1], or join a running session [2].',
      );
      expect(await answer.getAttribute('aria-busy')).toBeNull();
      // Rendered as Markdown: the backticks make code.
      expect(await answer.locator('code').textContent()).toBe('Livelink.start');
      const request = model().received.at(-1);
      expect(request?.authorization).toBe(`Bearer ${KEY}`);
      expect(request?.model).toBe(SCRIPTED_MODEL);
      expect(request?.stream).toBe(true);
      expect(request?.messages[1]?.content).toMatch(/^Documentation passages:\n\n\[1\] /);
      // Citations link to the passages they number, which are listed as sources; [7] is gone.
      const citations = await answer
        .locator('[data-citation]')
        .evaluateAll((links) => links.map((link) => [link.textContent, link.getAttribute('href')]));
      const sources = await page
        .locator('[data-ask-ai-sources] li a')
        .evaluateAll((links) => links.map((link) => link.getAttribute('href')));
      expect(citations).toEqual([
        ['[1]', sources[0]],
        ['[2]', sources[1]],
      ]);
      // The browser called its own origin only, under the policy, and never saw the key.
      expect(problems.foreignRequests).toEqual([]);
      expect(problems.cspViolations).toEqual([]);
      const received = await seen();
      expect(received.filter((text) => text.includes(KEY))).toEqual([]);
      expect(received.join('\n')).toContain(ASK_AI_PROXY_PATH);
    } finally {
      await close();
    }
  });

  it('leaves search with the page when the reader follows a source', async () => {
    const {page, close} = await openProxied();
    try {
      await ask(page, 'how do I start a rendering session', {untilDone: true});
      const source = page.locator('[data-ask-ai-sources] li a').first();
      const target = new URL((await source.getAttribute('href')) ?? '', page.url()).pathname;
      expect(target).not.toBe(new URL(page.url()).pathname);
      const heading = await page.locator('article h1').first().textContent();
      await source.click();
      // The address changes as the navigation starts, while the old page still
      // shows; the new page's heading shows it has rendered, and search with it.
      await page.waitForFunction(
        ([path, before]) =>
          location.pathname === path &&
          document.querySelector('article h1')?.textContent !== before,
        [target, heading],
      );
      expect(await page.getByRole('dialog', {name: 'Search the documentation'}).count()).toBe(0);
    } finally {
      await close();
    }
  });

  it('asks the edited question on Enter in Ask AI, and never opens the hidden results', async () => {
    const {page, close} = await openProxied();
    try {
      await ask(page, 'how do I start a rendering session', {untilDone: true});
      const address = page.url();
      const asked = model().received.length;
      const field = page.getByRole('combobox', {name: 'Search the docs'});
      // The arrows have no results to move through while they are hidden.
      await field.press('ArrowDown');
      expect(await field.getAttribute('aria-activedescendant')).toBeNull();
      await field.fill('how do I join a running session');
      await responseTo(page, ASK_AI_PROXY_PATH, () => field.press('Enter'));
      await page.locator('[data-ask-ai-state="done"]').waitFor();
      expect(page.url()).toBe(address);
      expect(model().received.length).toBe(asked + 1);
      expect(model().received.at(-1)?.messages.at(-1)?.content).toContain(
        'how do I join a running session',
      );
    } finally {
      await close();
    }
  });

  it('publishes the proxy, not the model or its key, in the search settings', async () => {
    const text = await (await fetch(new URL('/search-settings.json', server().url))).text();
    expect(JSON.parse(text)).toMatchObject({
      askAi: {endpoint: ASK_AI_PROXY_PATH, model: SCRIPTED_MODEL},
    });
    expect(text).not.toContain(KEY);
    expect(text).not.toContain(new URL(model().endpoint).host);
  });

  it('shows the answer as it streams, and stops the stream when the reader leaves AI mode', async () => {
    const {page, close} = await openProxied();
    try {
      const before = model().closedEarly();
      // The model sends its first piece for this question and then holds the stream open.
      await ask(page, 'stall on a question about sessions');
      await page.locator('[data-ask-ai-state="streaming"]').waitFor();
      await expect
        .poll(() => page.locator('[data-ask-ai-answer]').textContent())
        .toBe('Start one with');
      expect(await page.locator('[data-ask-ai-state]').getAttribute('data-ask-ai-state')).toBe(
        'streaming',
      );
      // A screen reader waits for the whole answer rather than reading each piece.
      expect(await page.locator('[data-ask-ai-answer]').getAttribute('aria-busy')).toBe('true');
      await page.keyboard.press('Escape');
      expect(await page.locator('[data-ask-ai-state]').count()).toBe(0);
      await expect.poll(() => model().closedEarly()).toBe(before + 1);
    } finally {
      await close();
    }
  });

  it('says when the answer fails, without the provider’s error, and can try again', async () => {
    const {page, seen, close} = await openProxied();
    try {
      const failed = page.waitForResponse((response) => response.url().endsWith(ASK_AI_PROXY_PATH));
      await ask(page, 'this question should fail');
      const error = page.locator('[data-ask-ai-state="error"] [role="alert"]');
      await error.waitFor();
      expect(await error.textContent()).toContain('The answer could not be completed');
      expect((await failed).status()).toBe(502);
      expect((await seen()).filter((text) => text.includes(KEY))).toEqual([]);
      const requests = model().received.length;
      // Every state the panel goes through from here, in order: the failure must go at once.
      await page.locator('[data-ask-ai-state]').evaluate((panel) => {
        const states: string[] = [];
        (window as unknown as {askAiStates: string[]}).askAiStates = states;
        new MutationObserver(() =>
          states.push(panel.getAttribute('data-ask-ai-state') ?? ''),
        ).observe(panel, {attributes: true, attributeFilter: ['data-ask-ai-state']});
      });
      // The model records a request before it answers, so once the answer comes, it is recorded.
      await responseTo(page, ASK_AI_PROXY_PATH, () =>
        error.getByRole('button', {name: 'Try again'}).click(),
      );
      expect(model().received.length).toBe(requests + 1);
      const states = await page.evaluate(
        () => (window as unknown as {askAiStates: string[]}).askAiStates,
      );
      expect(states[0]).toBe('retrieving');
    } finally {
      await close();
    }
  });

  it('says the answer failed when the stream ends before the answer is over', async () => {
    const {page, close} = await openProxied();
    try {
      await ask(page, 'cut off a question about sessions');
      const error = page.locator('[data-ask-ai-state="error"] [role="alert"]');
      await error.waitFor();
      expect(await error.textContent()).toContain('The answer could not be completed');
      expect(await page.locator('[data-ask-ai-state="done"]').count()).toBe(0);
    } finally {
      await close();
    }
  });
});
