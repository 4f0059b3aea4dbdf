import {writeFileSync} from 'node:fs';
import path from 'node:path';
import type {EngineSettings} from './shared/engineSettings';
import {PUBLISHED_SETTINGS_PATH} from './shared/publishedSettings';

/**
 * Writes the engine settings the site was built with to
 * `PUBLISHED_SETTINGS_PATH`, which the browser reads at run time, so a
 * deployment can swap engines without a rebuild.
 */
export function writePublishedSettings(
  outDir: string,
  {algolia, askAi, searchReport, pageFeedback, mcp, apiConsole}: EngineSettings,
): void {
  // Field by field, so that nothing but engine settings reaches the public file.
  const published: EngineSettings = {algolia, askAi, searchReport, pageFeedback, mcp, apiConsole};
  writeFileSync(path.join(outDir, PUBLISHED_SETTINGS_PATH), JSON.stringify(published));
}
