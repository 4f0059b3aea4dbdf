import {afterAll, beforeAll, describe, expect, it} from 'vitest';
import type {Page} from 'playwright-core';
import {openPage} from './support/browser';
import {sharedBrowser} from './support/fixtures';
import {startScriptedChatServer} from './support/scriptedChatServer';

const browser = sharedBrowser();
// [7] cites a passage the model was never given: the answer must drop it.
const ANSWER = [
  'Start one with ',
  '`Livelink.start` ',
  '[1], or join a running ',
  'session [2][7].',
];
let server: Awaited<ReturnType<typeof startScriptedChatServer>>;

beforeAll(async () => {
  server = await startScriptedChatServer(ANSWER);
});
afterAll(async () => {
  await server.close();
});

/** Serves the published Ask AI settings pointing at the scripted server, then asks `question`. */
async function ask(page: Page, question: string): Promise<void> {
  await page.route('**/search-settings.json', (route) =>
    route.fulfill({
      json: {algolia: null, askAi: {endpoint: server.endpoint, model: 'scripted-docs-model'}},
    }),
  );
  await page.goto('/core-concepts/architecture', {waitUntil: 'networkidle'});
  await page.locator('html[data-has-hydrated="true"]').waitFor();
  await page.keyboard.press('Control+k');
  await page.getByRole('searchbox', {name: 'Search the docs'}).fill(question);
  await page.locator('[data-ask-ai-entry]').click();
}

describe('Ask AI with a model', () => {
  it('streams a cited answer built from numbered passages of the index', async () => {
    const {page, close} = await openPage(browser());
    try {
      await ask(page, 'how do I start a rendering session');
      const answer = page.locator('[data-ask-ai-answer]');
      // The answer grows piece by piece before it is complete.
      await expect.poll(() => answer.textContent()).toContain('Start one with');
      await page.locator('[data-ask-ai-state="done"]').waitFor();
      expect(await answer.textContent()).toBe(
        'Start one with `Livelink.start` [1], or join a running session [2].',
      );
      const request = server.received.at(-1);
      expect(request?.model).toBe('scripted-docs-model');
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
    } finally {
      await close();
    }
  });

  it('stops the stream when the reader leaves AI mode', async () => {
    const {page, close} = await openPage(browser());
    try {
      const before = server.closedEarly();
      await ask(page, 'slow question about sessions');
      await page.locator('[data-ask-ai-state="streaming"]').waitFor();
      await page.keyboard.press('Escape');
      expect(await page.locator('[data-ask-ai-state]').count()).toBe(0);
      await expect.poll(() => server.closedEarly()).toBe(before + 1);
    } finally {
      await close();
    }
  });

  it('says when the answer fails, and can try again', async () => {
    const {page, close} = await openPage(browser());
    try {
      await ask(page, 'this question should fail');
      const error = page.locator('[data-ask-ai-state="error"] [role="alert"]');
      await error.waitFor();
      expect(await error.textContent()).toContain('The answer could not be completed');
      const requests = server.received.length;
      await error.getByRole('button', {name: 'Try again'}).click();
      await expect.poll(() => server.received.length).toBe(requests + 1);
    } finally {
      await close();
    }
  });
});
