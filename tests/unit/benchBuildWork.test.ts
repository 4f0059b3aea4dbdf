import {describe, expect, it} from 'vitest';
import type {SiteBuildFigures} from '../../bench/build';
import {runTimed, waitedChildrenCpuSeconds} from '../../bench/processes';
import {buildAgainstAnchor, type VanillaBuildFigures} from '../../bench/vanilla/vanillaBuild';

/** A `/proc/<pid>/stat` line with `cutime` and `cstime` (fields 16 and 17) set, the rest zero. */
function statLine(name: string, cutime: number, cstime: number): string {
  const fields = Array.from({length: 52 - 2}, () => '0');
  fields[0] = 'S';
  fields[16 - 3] = String(cutime);
  fields[17 - 3] = String(cstime);
  return `4242 (${name}) ${fields.join(' ')}\n`;
}

describe("the bench's CPU time of a command", () => {
  it("reads the waited-for children's user and system time from a stat line, in seconds", () => {
    expect(waitedChildrenCpuSeconds(statLine('node', 250, 50))).toBe(3);
    // A command name may hold spaces and parentheses; the fields are counted after the last one.
    expect(waitedChildrenCpuSeconds(statLine('a) (b 7 8', 120, 30))).toBe(1.5);
  });

  it('refuses a line that is not a stat line', () => {
    expect(() => waitedChildrenCpuSeconds('no fields here')).toThrow(/not a \/proc/);
  });

  it("counts a command's CPU time, and not its time asleep", async () => {
    const spin = 'const end = Date.now() + 400; while (Date.now() < end) {}';
    const busy = await runTimed(process.execPath, ['-e', spin], {cwd: '.', stderr: 'capture'});
    const asleep = await runTimed(process.execPath, ['-e', 'setTimeout(() => {}, 400)'], {
      cwd: '.',
      stderr: 'capture',
    });
    expect(busy.cpuSeconds).toBeGreaterThanOrEqual(0.3);
    expect(asleep.seconds).toBeGreaterThanOrEqual(0.35);
    expect(asleep.cpuSeconds).toBeLessThan(busy.cpuSeconds - 0.2);
  });
});

describe('the cold build against the anchor', () => {
  const build = (seconds: number, cpuSeconds: number) => ({seconds, cpuSeconds, peakBytes: 0});
  const ours: SiteBuildFigures = {
    cold: build(72, 120),
    rebuild: build(2, 1),
    edited: build(40, 60),
  };
  const anchor: VanillaBuildFigures = {
    docPages: 530,
    cold: build(15, 22),
    rebuild: build(10, 15),
    edited: build(10, 15),
  };

  it('gives the shortest time our cold build could take with its CPU time shared over every core', () => {
    expect(buildAgainstAnchor(ours, anchor, 2).coldWork).toEqual({
      cores: 2,
      oursCpuSeconds: 120,
      anchorCpuSeconds: 22,
      oursFloorSeconds: 60,
      floorRatio: 4,
    });
    expect(buildAgainstAnchor(ours, anchor, 4).coldWork.floorRatio).toBe(2);
  });
});
