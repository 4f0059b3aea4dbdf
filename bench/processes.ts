import {spawn, type ChildProcess} from 'node:child_process';
import {readdirSync, readFileSync} from 'node:fs';

/** Resident memory of a process and all its descendants, in bytes, read from /proc. */
function treeRss(rootPid: number): number {
  const children = new Map<number, number[]>();
  const rss = new Map<number, number>();
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) {
      continue;
    }
    try {
      const status = readFileSync(`/proc/${entry}/status`, 'utf8');
      const ppid = Number(/^PPid:\s+(\d+)/m.exec(status)?.[1]);
      const kb = Number(/^VmRSS:\s+(\d+)/m.exec(status)?.[1] ?? 0);
      rss.set(Number(entry), kb * 1024);
      children.set(ppid, [...(children.get(ppid) ?? []), Number(entry)]);
    } catch {
      // The process ended while we were reading it.
    }
  }
  let total = 0;
  const pending = [rootPid];
  while (pending.length > 0) {
    const pid = pending.pop() as number;
    total += rss.get(pid) ?? 0;
    pending.push(...(children.get(pid) ?? []));
  }
  return total;
}

/**
 * Linux reports CPU times in /proc in clock ticks of USER_HZ, 100 a second
 * on x86 and Arm (`getconf CLK_TCK` prints it), the machines the bench runs on.
 */
const USER_HZ = 100;

/**
 * The CPU time, in seconds, of the children a process has waited for, from
 * its `/proc/<pid>/stat` line: `cutime` plus `cstime`, which count each
 * child's own waited-for descendants too. The command name in parentheses
 * may hold spaces and parentheses, so fields are counted from the last `)`.
 */
export function waitedChildrenCpuSeconds(statLine: string): number {
  const fields = statLine.slice(statLine.lastIndexOf(')') + 2).split(' ');
  // After the name come the state (field 3) and then fields 4 onward; cutime and cstime are fields 16 and 17.
  const cutime = Number(fields[16 - 3]);
  const cstime = Number(fields[17 - 3]);
  if (!Number.isFinite(cutime) || !Number.isFinite(cstime)) {
    throw new Error(`not a /proc/<pid>/stat line: ${statLine.slice(0, 80)}`);
  }
  return (cutime + cstime) / USER_HZ;
}

/** The CPU time of every child this process has waited for so far (see `waitedChildrenCpuSeconds`). */
function ownWaitedChildrenCpuSeconds(): number {
  return waitedChildrenCpuSeconds(readFileSync('/proc/self/stat', 'utf8'));
}

/**
 * A command's wall time, the CPU time of its whole process tree (every
 * process it started and waited for, threads included), the peak memory of
 * that tree, and what it printed.
 */
export type TimedRun = {seconds: number; cpuSeconds: number; peakBytes: number; output: string};

/** Options of {@link runTimed}. */
export type RunTimedOptions = {
  cwd: string;
  /**
   * `inherit` shows the command's progress (it writes it to stderr) while it
   * runs; `capture` keeps it with the output, for the error message when the
   * command fails.
   */
  stderr: 'inherit' | 'capture';
};

/**
 * Runs a command to its end, sampling the memory of its whole process tree
 * every 100 ms, and throws when it fails. The time includes npm's own start
 * when the command is an npm script, as a reader typing it would wait for
 * it. The CPU time counts the processes the command waited for (one that
 * detaches and outlives it is not counted), and is only the command's when
 * no other child of the bench ends meanwhile: the bench runs one at a time.
 */
export async function runTimed(
  command: string,
  args: readonly string[],
  {cwd, stderr}: RunTimedOptions,
): Promise<TimedRun> {
  const started = performance.now();
  const cpuBefore = ownWaitedChildrenCpuSeconds();
  const child = spawn(command, args, {
    cwd,
    stdio: ['ignore', 'pipe', stderr === 'inherit' ? 'inherit' : 'pipe'],
  });
  let output = '';
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  let peakBytes = 0;
  const sampler = setInterval(() => {
    peakBytes = Math.max(peakBytes, treeRss(child.pid ?? 0));
  }, 100);
  const code = await new Promise<number | null>((resolve, reject) => {
    child.once('error', reject);
    child.once('exit', resolve);
  }).finally(() => clearInterval(sampler));
  const seconds = (performance.now() - started) / 1000;
  if (code !== 0) {
    throw new Error(`${[command, ...args].join(' ')} exited with ${code}:\n${output.slice(-4000)}`);
  }
  // The child has been waited for once its exit is reported, so its CPU time is counted by then.
  return {seconds, cpuSeconds: ownWaitedChildrenCpuSeconds() - cpuBefore, peakBytes, output};
}

/** Whether any process of the group `groupId` is still running. */
function groupIsRunning(groupId: number): boolean {
  try {
    process.kill(-groupId, 0);
    return true;
  } catch {
    return false;
  }
}

/**
 * Ends every process of a child's process group (the child must have been
 * spawned `detached`, which makes it the leader of a group of its own): a
 * polite signal first, then, for what is left after `graceMs`, a forced one.
 * npm, the server it starts and that server's workers all end, and no other
 * process of the machine is signalled.
 */
export async function stopProcessGroup(child: ChildProcess, graceMs = 10_000): Promise<void> {
  const groupId = child.pid;
  if (groupId === undefined || !groupIsRunning(groupId)) {
    return;
  }
  process.kill(-groupId, 'SIGTERM');
  const deadline = Date.now() + graceMs;
  while (groupIsRunning(groupId) && Date.now() < deadline) {
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  if (groupIsRunning(groupId)) {
    process.kill(-groupId, 'SIGKILL');
  }
}
