import {spawn} from 'node:child_process';
import {mkdtempSync, readdirSync, readFileSync, rmSync} from 'node:fs';
import {tmpdir} from 'node:os';
import path from 'node:path';
import {chromiumArgs, chromiumPath} from '../../../src/site/chromium';

/**
 * Flags added for Lighthouse to those the rest of the site uses. The
 * backgrounding ones keep Chromium from throttling the timers and renderer
 * of a tab it deems in the background, which would stretch TBT and paint
 * times; RenderDocument is off because Lighthouse mis-tracks navigations with
 * it (chrome-launcher turns it off for Lighthouse too).
 */
const LIGHTHOUSE_CHROMIUM_ARGS = [
  '--headless=new',
  '--disable-background-timer-throttling',
  '--disable-backgrounding-occluded-windows',
  '--disable-renderer-backgrounding',
  '--disable-features=RenderDocument',
  '--disable-extensions',
  '--mute-audio',
  '--no-default-browser-check',
  '--password-store=basic',
];

/** How long Chromium may take to open its DevTools port; a cold start on a busy machine takes a few seconds. */
const CHROMIUM_START_TIMEOUT_MS = 30_000;

/** How long Chromium's helper processes may take to end after the browser process. */
const HELPER_EXIT_TIMEOUT_MS = 10_000;

/** A Chromium that Lighthouse can drive through `port`, and how to end it with all its processes. */
export type DebuggableChromium = {port: number; close: () => Promise<void>};

/**
 * Ids of the processes started with `profileDir` in their command line:
 * Chromium passes its `--user-data-dir` to every helper process (zygotes,
 * renderers, GPU, network and storage services), and each run's folder is
 * new, so these are that run's processes and no others. Reads /proc, as
 * the bench only runs on Linux.
 */
function processesUsingProfile(profileDir: string): number[] {
  const ids: number[] = [];
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry) || Number(entry) === process.pid) {
      continue;
    }
    try {
      if (readFileSync(`/proc/${entry}/cmdline`, 'utf8').includes(profileDir)) {
        ids.push(Number(entry));
      }
    } catch {
      // The process ended while we were reading it.
    }
  }
  return ids;
}

/**
 * Starts Chromium with a fresh profile and a DevTools port for Lighthouse to
 * drive. Each run gets its own browser, as with the Lighthouse CLI, so no
 * run inherits another's caches, compiled code or warm processes.
 */
export async function launchDebuggableChromium(): Promise<DebuggableChromium> {
  const profileDir = mkdtempSync(path.join(tmpdir(), 'lighthouse-chromium-'));
  const child = spawn(
    chromiumPath,
    [
      ...chromiumArgs,
      ...LIGHTHOUSE_CHROMIUM_ARGS,
      // Port 0: Chromium picks a free one and prints it, so parallel benches cannot collide.
      '--remote-debugging-port=0',
      `--user-data-dir=${profileDir}`,
      'about:blank',
    ],
    // Its temporary files in the profile, which `close` removes: Chromium leaves its
    // socket's folder in TMPDIR when it is ended by a signal.
    {stdio: ['ignore', 'ignore', 'pipe'], env: {...process.env, TMPDIR: profileDir}},
  );
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const close = async (): Promise<void> => {
    if (child.exitCode === null && child.signalCode === null) {
      child.kill('SIGTERM');
      const stillRunning = setTimeout(() => child.kill('SIGKILL'), 5_000);
      await exited;
      clearTimeout(stillRunning);
    }
    // The helper processes outlive the browser process by a moment (longer on
    // a busy machine) and write to the profile meanwhile, so removing it
    // right away fails; wait for them, and end any that hang.
    const deadline = Date.now() + HELPER_EXIT_TIMEOUT_MS;
    while (processesUsingProfile(profileDir).length > 0 && Date.now() < deadline) {
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    for (const id of processesUsingProfile(profileDir)) {
      try {
        process.kill(id, 'SIGKILL');
      } catch {
        // It ended on its own in between.
      }
    }
    try {
      rmSync(profileDir, {recursive: true, force: true, maxRetries: 5, retryDelay: 100});
    } catch (error) {
      // A folder left in the temporary directory is not worth losing the audits done so far.
      console.warn(`could not remove ${profileDir}: ${String(error)}`);
    }
  };
  try {
    const port = await new Promise<number>((resolve, reject) => {
      let stderr = '';
      const timer = setTimeout(
        () => reject(new Error(`Chromium opened no DevTools port in time:\n${stderr}`)),
        CHROMIUM_START_TIMEOUT_MS,
      );
      const onData = (chunk: Buffer) => {
        stderr += chunk.toString();
        const listening = /DevTools listening on ws:\/\/[^/]+:(\d+)\//.exec(stderr);
        if (listening) {
          clearTimeout(timer);
          child.stderr.off('data', onData);
          // Keep reading, or Chromium would block once the pipe is full.
          child.stderr.resume();
          resolve(Number(listening[1]));
        }
      };
      child.stderr.on('data', onData);
      child.once('exit', (code, signal) => {
        clearTimeout(timer);
        reject(new Error(`Chromium exited (${code ?? signal}) before listening:\n${stderr}`));
      });
      child.once('error', (error) => {
        clearTimeout(timer);
        reject(error);
      });
    });
    return {port, close};
  } catch (error) {
    await close();
    throw error;
  }
}
