import {describe, expect, it} from 'vitest';
import {openPage} from './support/browser';
import {responseTo} from './support/responses';
import {sharedBrowser} from './support/fixtures';
import {ask, askAiUnderTest} from './support/askAi';
import {ASK_AI_PROXY_PATH} from '../../src/deploy/serverSettings';

/*
 * How Ask AI shows an answer: Markdown rendered as it streams, sanitised,
 * with the site's code blocks; follow-ups, copying, starting again. The
 * scripted model splits its answer in the middle of the Markdown.
 */

const browser = sharedBrowser();
const ANSWER = [
  'Open a session with `Livel',
  'ink.start` [1]:\n\n```ts\nconst session = await Livelink.start(',
  '{scene_id, token});\n```\n\n- join a running one [2]\n',
  '- not <img src=x onerror="window.__pwned=1"> nor <script>window.__pwned=2</script>\n\n',
  '[a trap](javascript:window.__pwned=3), [a disguise](/\\evil.example/login) and [the guide](/applications/livelink).',
];
const {model, server} = askAiUnderTest(ANSWER, {key: 'sk-answers-test', delayMs: 30});

describe('Ask AI answers', () => {
  it('are rendered as Markdown: inline code, a highlighted code block with a copy button, a list, links', async () => {
    const {page, problems, close} = await openPage(browser(), {baseURL: server().url});
    try {
      await ask(page, 'how do I start a rendering session', {untilDone: true});
      const answer = page.locator('[data-ask-ai-answer]');
      expect(await answer.locator('p > code').first().textContent()).toBe('Livelink.start');
      const block = answer.locator('pre');
      expect(await block.textContent()).toContain(
        'const session = await Livelink.start({scene_id, token});',
      );
      // The site's code block: Prism tokens and its copy button.
      expect(await block.locator('.token.keyword').count()).toBeGreaterThan(0);
      expect(await answer.getByRole('button', {name: /copy/i}).count()).toBe(1);
      expect(await answer.locator('li').count()).toBe(2);
      expect(
        await answer
          .locator('a[data-citation]')
          .evaluateAll((links) => links.map((link) => link.textContent)),
      ).toEqual(['[1]', '[2]']);
      expect(await answer.getByRole('link', {name: 'the guide'}).getAttribute('href')).toBe(
        '/applications/livelink',
      );
      expect(problems.pageErrors).toEqual([]);
      expect(problems.cspViolations).toEqual([]);
    } finally {
      await close();
    }
  });

  it('show a model’s HTML and script links as text, never running or loading them', async () => {
    const {page, close} = await openPage(browser(), {baseURL: server().url});
    try {
      await ask(page, 'what about images', {untilDone: true});
      const answer = page.locator('[data-ask-ai-answer]');
      // The raw text shows until the Markdown parser has loaded: check what it made.
      await answer.getByRole('link', {name: 'the guide'}).waitFor();
      expect(await answer.textContent()).toContain('<img src=x onerror="window.__pwned=1">');
      expect(await answer.textContent()).toContain('<script>window.__pwned=2</script>');
      expect(await answer.locator('img, script').count()).toBe(0);
      // The javascript: link is its text only.
      expect(await answer.textContent()).toContain('a trap');
      expect(await answer.locator('a[href^="javascript"]').count()).toBe(0);
      // So is a path the browser would read as another host's address (`/\\host` as `//host`).
      expect(await answer.textContent()).toContain('a disguise');
      expect(await answer.getByRole('link', {name: 'a disguise'}).count()).toBe(0);
      expect(
        await page.evaluate(() => (window as unknown as {__pwned?: number}).__pwned),
      ).toBeUndefined();
    } finally {
      await close();
    }
  });

  it('take follow-up questions with the conversation, and "New question" clears it', async () => {
    const {page, close} = await openPage(browser(), {baseURL: server().url});
    try {
      await ask(page, 'how do I start a rendering session', {untilDone: true});
      const before = model().received.length;
      await page.locator('[data-ask-ai-follow-up]').fill('and from React?');
      // The model records a request before it answers, so once the answer starts, it is recorded.
      await responseTo(page, ASK_AI_PROXY_PATH, () => page.keyboard.press('Enter'));
      expect(model().received.length).toBe(before + 1);
      await page.locator('[data-ask-ai-state="done"]').waitFor();
      const messages = model().received.at(-1)?.messages ?? [];
      expect(messages.map((message) => message.role)).toEqual([
        'system',
        'user',
        'assistant',
        'user',
      ]);
      expect(messages[1]?.content).toBe('Question: how do I start a rendering session');
      expect(messages[2]?.content).toContain('Open a session with `Livelink.start`');
      expect(messages[2]?.content).not.toContain('[1]');
      expect(messages[3]?.content.endsWith('Question: and from React?')).toBe(true);
      expect(await page.locator('[data-ask-ai-earlier]').count()).toBe(1);

      await page.getByRole('button', {name: 'New question'}).click();
      expect(await page.locator('[data-ask-ai-state]').count()).toBe(0);
      const input = page.getByRole('combobox', {name: 'Search the docs'});
      expect(await input.inputValue()).toBe('');
      expect(await input.evaluate((element) => element === document.activeElement)).toBe(true);
    } finally {
      await close();
    }
  });

  it('can be copied as Markdown, with citations as links to the pages', async () => {
    const {page, close} = await openPage(browser(), {
      baseURL: server().url,
      permissions: ['clipboard-read', 'clipboard-write'],
    });
    try {
      await ask(page, 'how do I start a rendering session', {untilDone: true});
      await page.getByRole('button', {name: 'Copy answer as Markdown'}).click();
      await page.getByRole('button', {name: 'Copied'}).waitFor();
      const copied = await page.evaluate(() => navigator.clipboard.readText());
      expect(copied).toMatch(
        /^Open a session with `Livelink\.start` \[\[1\]\]\(http:\/\/127\.0\.0\.1:\d+\//,
      );
      expect(copied).toContain(
        '```ts\nconst session = await Livelink.start({scene_id, token});\n```',
      );
      expect(copied).toMatch(/\nSources:\n\n1\. \[.+\]\(http:\/\/127\.0\.0\.1:\d+\/.+\)\n2\. /);
    } finally {
      await close();
    }
  });

  it('say so when the answer cannot be copied', async () => {
    const {page, problems, close} = await openPage(browser(), {baseURL: server().url});
    try {
      // As when the reader refuses the clipboard: the browser rejects the write.
      await page.addInitScript(() => {
        navigator.clipboard.writeText = () =>
          Promise.reject(new DOMException('Write permission denied.', 'NotAllowedError'));
      });
      await ask(page, 'how do I start a rendering session', {untilDone: true});
      await page.getByRole('button', {name: 'Copy answer as Markdown'}).click();
      await page.getByRole('button', {name: 'Copy failed'}).waitFor();
      expect(problems.pageErrors).toEqual([]);
    } finally {
      await close();
    }
  });
});
