import path from 'node:path';
import {describe, expect, it} from 'vitest';
import {EXPECTED_SOURCES, unmetExpectations} from '../../src/plugins/idle-prefetch/expectedSources';
import {prefetchWhenIdle} from '../../src/plugins/idle-prefetch/prefetchWhenIdle';
import {sitePrefetch} from '../../src/plugins/idle-prefetch/sitePrefetch';
import {installedPackageText} from '../../src/site/installedVersion';

describe('idle prefetch', () => {
  it('runs each path once, on an idle callback of its own, in the order asked', async () => {
    const idle: (() => void)[] = [];
    const ran: string[] = [];
    const prefetch = prefetchWhenIdle(
      (routePath: string) => {
        ran.push(routePath);
        return `prefetched ${routePath}`;
      },
      (work) => idle.push(work),
    );
    const first = prefetch('/a');
    const again = prefetch('/a');
    void prefetch('/b');
    expect(again).toBe(first);
    expect(ran).toEqual([]);
    expect(idle).toHaveLength(2);
    idle.shift()?.();
    expect(ran).toEqual(['/a']);
    await expect(first).resolves.toBe('prefetched /a');
    idle.shift()?.();
    expect(ran).toEqual(['/a', '/b']);
  });

  it('prefetches on idle callbacks in a production build, and never under the dev server', async () => {
    const idle: (() => void)[] = [];
    const ran: string[] = [];
    const prefetch = (routePath: string) => {
      ran.push(routePath);
      return true;
    };
    const scheduleIdle = (work: () => void) => idle.push(work);
    const underDevServer = sitePrefetch(prefetch, scheduleIdle, {production: false});
    expect(underDevServer('/a')).toBe(false);
    expect(idle).toHaveLength(0);
    expect(ran).toEqual([]);
    const inProduction = sitePrefetch(prefetch, scheduleIdle, {production: true});
    const prefetched = inProduction('/a');
    expect(idle).toHaveLength(1);
    idle.shift()?.();
    await expect(prefetched).resolves.toBe(true);
    expect(ran).toEqual(['/a']);
  });

  it("finds what it relies on in the installed Docusaurus's client code", () => {
    const siteDir = path.resolve(import.meta.dirname, '../..');
    expect(
      unmetExpectations((file) => installedPackageText(siteDir, '@docusaurus/core', file)),
    ).toEqual([]);
  });

  it('names each assumption that a changed client code breaks', () => {
    expect(unmetExpectations(() => 'export default {};')).toEqual(
      EXPECTED_SOURCES.map(({file, what}) => `${file} no longer ${what}`),
    );
  });
});
