import {mkdtempSync, rmSync} from 'node:fs';
import {tmpdir} from 'node:os';
import path from 'node:path';
import type {Browser, BrowserType} from 'playwright-core';
import {readEnvironment} from '../settings/environmentVariables';

/** Debian's Chromium, used by the build (diagrams), the tests and the bench, unless the environment points elsewhere. */
export const chromiumPath = readEnvironment('CHROMIUM_PATH');

/** Flags that keep Chromium from calling home from a closed network, and let it run as root. */
export const chromiumArgs: readonly string[] = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];

/**
 * A temporary folder for one Chromium, and the environment that makes it
 * the browser's `TMPDIR`. Chromium keeps its singleton socket in a folder
 * of `TMPDIR` and removes it only when it shuts down cleanly, so a browser
 * ended otherwise (the bench's Lighthouse runs end theirs with a signal, and
 * a build that fails on a diagram exits with its browser open) left that
 * folder in `/tmp`. `remove` deletes the folder and all in it: call it once
 * the browser is gone (Playwright's `disconnected`); `removeAtExit` has the
 * process's exit delete it too, for a browser still open then.
 */
function chromiumTemporaryFolder(): {
  env: NodeJS.ProcessEnv;
  remove: () => void;
  removeAtExit: () => void;
} {
  const folder = mkdtempSync(path.join(tmpdir(), 'site-chromium-'));
  // Synchronous, as an exit handler must be; nothing in the folder needs waiting for.
  const remove = () => {
    process.off('exit', remove);
    rmSync(folder, {recursive: true, force: true});
  };
  return {
    env: {...process.env, TMPDIR: folder},
    remove,
    removeAtExit: () => process.on('exit', remove),
  };
}

/**
 * Starts a headless Chromium with Playwright's `browserType` (its
 * `chromium`) and a temporary folder of its own, removed once the browser
 * is gone. The caller imports Playwright: the diagram renderer loads it only
 * when it first draws, and a dynamic import here would fail in the modules
 * tsx compiles to CommonJS (the bench's).
 */
export async function launchChromium(
  browserType: BrowserType,
  executablePath: string = chromiumPath,
  args: readonly string[] = chromiumArgs,
): Promise<Browser> {
  const temporary = chromiumTemporaryFolder();
  let browser: Browser;
  try {
    browser = await browserType.launch({
      executablePath,
      args: [...args],
      env: temporary.env,
      headless: true,
    });
  } catch (error) {
    temporary.remove();
    throw error;
  }
  // After the launch, at which Playwright asks to end its browsers at exit: exit handlers run in
  // the order they were added, so the folder goes once the browser writing in it has.
  temporary.removeAtExit();
  browser.once('disconnected', temporary.remove);
  return browser;
}
