import {afterAll, beforeAll} from 'vitest';
import type {Page} from 'playwright-core';
import {featureServer} from './featureServer';
import {startScriptedChatServer} from './scriptedChatServer';
import {openHydrated} from '../../../bench/measures/hydrated';

/** The model name the scripted model is served under. */
export const SCRIPTED_MODEL = 'scripted-docs-model';

type ScriptedModel = Awaited<ReturnType<typeof startScriptedChatServer>>;

/**
 * Ask AI as deployed, for one test file: a scripted model streaming
 * `answer` in its pieces (see `startScriptedChatServer`), started before
 * the file's tests, and the production server proxying to it with `key`.
 */
export function askAiUnderTest(
  answer: readonly string[],
  {key, delayMs}: {key: string; delayMs?: number},
): {model: () => ScriptedModel; server: ReturnType<typeof featureServer>} {
  let model: ScriptedModel | undefined;
  const started = () => {
    if (!model) throw new Error('The scripted model starts before the file’s tests.');
    return model;
  };
  beforeAll(async () => {
    model = await startScriptedChatServer(answer, delayMs);
  });
  afterAll(async () => {
    await model?.close();
  });
  const server = featureServer(() => ({
    ASK_AI_UPSTREAM: started().endpoint,
    ASK_AI_API_KEY: key,
    ASK_AI_MODEL: SCRIPTED_MODEL,
  }));
  return {model: started, server};
}

/** Asks `question` from the search modal of the architecture page; with `untilDone`, waits for the whole answer. */
export async function ask(
  page: Page,
  question: string,
  {untilDone = false}: {untilDone?: boolean} = {},
): Promise<void> {
  await openHydrated(page, '/core-concepts/architecture');
  await page.keyboard.press('Control+k');
  await page.getByRole('combobox', {name: 'Search the docs'}).fill(question);
  await page.locator('[data-ask-ai-entry]').click();
  if (untilDone) await page.locator('[data-ask-ai-state="done"]').waitFor();
}
