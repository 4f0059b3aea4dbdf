import {spawn} from 'node:child_process';
import path from 'node:path';
import type {BuiltSiteOptions} from './readBuiltSite';

/**
 * Runs `readBuiltSite` on the build in `outDir` in a process of its own (see
 * `readBuiltSite.cjs`), which prints its report lines; rejects when it
 * fails, after it has printed why.
 */
export async function readInOwnProcess(
  siteDir: string,
  outDir: string,
  options: BuiltSiteOptions,
): Promise<void> {
  const child = spawn(
    process.execPath,
    [path.join(__dirname, 'readBuiltSite.cjs'), siteDir, outDir],
    {stdio: ['pipe', 'inherit', 'inherit']},
  );
  child.stdin.end(JSON.stringify(options));
  const code = await new Promise<number | null>((resolve, reject) => {
    child.once('error', reject);
    child.once('exit', resolve);
  });
  if (code !== 0) throw new Error(`Reading the built pages failed (exit code ${String(code)}).`);
}
