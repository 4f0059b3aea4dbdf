import {describe, expect, it} from 'vitest';
import {buildSteps, type SiteBuildFigures} from '../../bench/build';
import type {IndexReport} from '../../src/plugins/search/indexing/buildPagefindIndex';
import {indexReportLine} from '../../src/plugins/search/indexing/indexReportLine';
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
    // Busy until the child itself has used 0.25 s of CPU, however long a loaded machine makes that take.
    const spin = 'while (process.cpuUsage().user < 250_000) {}';
    const busy = await runTimed(process.execPath, ['-e', spin], {cwd: '.', stderr: 'capture'});
    const asleep = await runTimed(process.execPath, ['-e', 'setTimeout(() => {}, 400)'], {
      cwd: '.',
      stderr: 'capture',
    });
    expect(busy.cpuSeconds).toBeGreaterThanOrEqual(0.24);
    expect(asleep.seconds).toBeGreaterThanOrEqual(0.35);
    expect(asleep.cpuSeconds).toBeLessThan(busy.cpuSeconds - 0.1);
  }, 60_000); // How long the busy child takes depends on the machine's load; what it uses does not.
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

describe("the bench's reading of the search index's line in the build log", () => {
  const report: IndexReport = {
    pageTexts: new Map(),
    pages: 512,
    chunksBefore: 400,
    chunksAfter: 295,
    parts: 1406,
    names: 727,
    words: 11190,
    synonyms: 388,
    skipped: 21,
    readAndIndexMs: 10_600,
    adaptMs: 1_900,
  };

  it('reads the pages and the times, whether the build parsed every page or kept some readings', () => {
    for (const parsed of [undefined, 533, 1]) {
      expect(buildSteps(indexReportLine(report, parsed)).searchIndex).toEqual({
        pages: 512,
        seconds: 12.5,
        readAndIndexSeconds: 10.6,
        adaptSeconds: 1.9,
      });
    }
    expect(indexReportLine(report, 533)).toContain('(all 533 parsed)');
    expect(indexReportLine(report, 1)).toContain('(1 of 533 parsed, the others');
  });
});
