import {chromium, type Browser} from 'playwright-core';

/** Debian's Chromium, unless the environment points elsewhere. */
export const chromiumPath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/** Flags that keep Chromium from calling home from this closed network. */
export const chromiumArgs = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];

/** Starts a headless Chromium for tests and the bench. */
export function launchBrowser(): Promise<Browser> {
  return chromium.launch({executablePath: chromiumPath, args: chromiumArgs, headless: true});
}
