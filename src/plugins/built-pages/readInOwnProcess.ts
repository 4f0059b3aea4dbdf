import {spawn} from 'node:child_process';
import path from 'node:path';
import type {BuiltSiteOptions} from './builtSiteOptions';

/** What the process reads on its standard input. */
export type OwnProcessInput = {
  options: BuiltSiteOptions;
  /**
   * Where to keep what it writes, and under which key (see `keepOutputs` in
   * `src/site/buildCache/keptOutputs.ts`).
   */
  cache?: {dir: string; key: string};
  /** Where to keep each page's reading, and what reading depends on besides the page (see `keptPageReadings`). */
  pageReadings?: {dir: string; key: string};
};

/**
 * Runs `readBuiltSite` on the build in `outDir` in a process of its own (see
 * `readBuiltSite.cjs`), which prints its report lines and keeps what it
 * wrote in `input.cache`, if given; rejects when it fails, after it has
 * printed why. Pages whose readings `input.pageReadings` keeps are not
 * parsed again.
 */
export async function readInOwnProcess(
  siteDir: string,
  outDir: string,
  input: OwnProcessInput,
): Promise<void> {
  const child = spawn(
    process.execPath,
    [path.join(__dirname, 'readBuiltSite.cjs'), siteDir, outDir],
    {stdio: ['pipe', 'inherit', 'inherit']},
  );
  child.stdin.end(JSON.stringify(input));
  const code = await new Promise<number | null>((resolve, reject) => {
    child.once('error', reject);
    child.once('exit', resolve);
  });
  if (code !== 0) throw new Error(`Reading the built pages failed (exit code ${String(code)}).`);
}
