import {spawn} from 'node:child_process';
import path from 'node:path';

/**
 * Builds the search index of the build in `outDir` in a process of its own
 * (see `indexSite.cjs`), which prints its report line; rejects when it fails,
 * after it has printed why.
 */
export async function indexInOwnProcess(siteDir: string, outDir: string): Promise<void> {
  const child = spawn(
    process.execPath,
    [path.join(siteDir, 'src/plugins/search/indexing/indexSite.cjs'), siteDir, outDir],
    {stdio: 'inherit'},
  );
  const code = await new Promise<number | null>((resolve, reject) => {
    child.once('error', reject);
    child.once('exit', resolve);
  });
  if (code !== 0) throw new Error(`Building the search index failed (exit code ${String(code)}).`);
}
