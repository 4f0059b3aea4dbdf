import {execFileSync} from 'node:child_process';

/**
 * What `git` prints for `args`, run in `siteDir`; throws when git is
 * missing or fails (its error output is dropped: callers say what a failure
 * means for them). The buffer fits the file list of a large checkout.
 */
export function gitOutput(siteDir: string, args: readonly string[]): string {
  return execFileSync('git', args, {
    cwd: siteDir,
    encoding: 'utf8',
    stdio: ['ignore', 'pipe', 'ignore'],
    maxBuffer: 64 * 1024 * 1024,
  });
}
