import type {AskAiSettings} from './searchSettings';

/**
 * Where the build publishes the Ask AI endpoint and model. Reading them at
 * run time lets a deployment point Ask AI at another endpoint by replacing
 * this file, without a rebuild; nothing in it is secret.
 */
export const ASK_AI_SETTINGS_PATH = '/ask-ai.json';

/** The settings a published file holds: both values, or none (no model configured). */
export function parseAskAiSettings(json: unknown): AskAiSettings | null {
  const candidate = json as Partial<AskAiSettings> | null;
  return typeof candidate?.endpoint === 'string' &&
    candidate.endpoint !== '' &&
    typeof candidate.model === 'string' &&
    candidate.model !== ''
    ? {endpoint: candidate.endpoint, model: candidate.model}
    : null;
}

/**
 * The published Ask AI settings: `null` when the file says no model is
 * configured, `undefined` when there is no file (under `npm start`), so the
 * caller can fall back to the settings the site was started with.
 */
export async function loadAskAiSettings(): Promise<AskAiSettings | null | undefined> {
  const response = await fetch(ASK_AI_SETTINGS_PATH, {cache: 'no-cache'});
  if (response.status === 404) {
    return undefined;
  }
  if (!response.ok) {
    throw new Error(`${ASK_AI_SETTINGS_PATH} answered ${response.status}`);
  }
  return parseAskAiSettings(await response.json());
}
