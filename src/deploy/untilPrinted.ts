import type {ChildProcess} from 'node:child_process';

/**
 * Everything `child` has printed on its standard output (which must be a
 * pipe), once that includes `text`: a server's own word that it listens,
 * however long a loaded machine takes to start it. Rejects, with what it
 * printed, if the child exits first, so that a server that stops at start
 * fails at once instead of at a time limit.
 */
export function untilPrinted(child: ChildProcess, text: string): Promise<string> {
  const stdout = child.stdout;
  if (!stdout) throw new Error('untilPrinted needs the child’s standard output as a pipe.');
  let printed = '';
  return new Promise((resolve, reject) => {
    stdout.on('data', (chunk: Buffer | string) => {
      printed += chunk.toString();
      if (printed.includes(text)) resolve(printed);
    });
    child.once('exit', (code) =>
      reject(new Error(`${child.spawnfile} exited (${code}) before printing ${text}: ${printed}`)),
    );
  });
}
