import {mkdtempSync, rmSync} from 'node:fs';
import {tmpdir} from 'node:os';
import path from 'node:path';
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

let temporaryFolder: string | undefined;

/**
 * The environment for a Chromium this process starts: this process's own,
 * with `TMPDIR` a folder of this process's, removed when it exits.
 * Chromium keeps its singleton socket in a folder of `TMPDIR` and removes
 * it only when it shuts down cleanly, so each browser ended otherwise (the
 * bench's Lighthouse runs end theirs with a signal, and a build that fails
 * on a diagram exits with its browser open) left a folder in `/tmp`.
 */
export function chromiumEnvironment(): NodeJS.ProcessEnv {
  if (temporaryFolder === undefined) {
    const folder = mkdtempSync(path.join(tmpdir(), 'site-chromium-'));
    temporaryFolder = folder;
    // Synchronous, as an exit handler must be; the browsers' folders need no waiting for.
    process.once('exit', () => rmSync(folder, {recursive: true, force: true}));
  }
  return {...process.env, TMPDIR: temporaryFolder};
}
