import {execFileSync} from 'node:child_process';

/** Runs git in `cwd` with a fixed author, so tests can commit in a scratch checkout on any machine. */
export function gitAsTester(cwd: string, ...args: string[]): void {
  execFileSync('git', ['-c', 'user.name=Docs', '-c', 'user.email=docs@example.com', ...args], {
    cwd,
    stdio: 'ignore',
  });
}
