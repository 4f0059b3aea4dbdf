import {existsSync} from 'node:fs';
import path from 'node:path';
import {describe, expect, it} from 'vitest';
import type {TestSpecification} from 'vitest/node';
import vitestConfig from '../../vitest.config.mts';
import {putFirst} from '../support/startingFirst.mts';

const siteDir = path.resolve(import.meta.dirname, '../..');

/** A test file as the sequencer sees it: only its path matters to `putFirst`. */
function spec(file: string): TestSpecification {
  return {moduleId: path.join(siteDir, file)} as TestSpecification;
}

const names = (files: readonly TestSpecification[]) =>
  files.map((file) => path.relative(siteDir, file.moduleId));

describe('the order test files start in', () => {
  it('starts the listed files first, in the order listed, and keeps the order of the others', () => {
    const given = ['a.test.ts', 'slow.test.ts', 'b.test.ts', 'slower.test.ts', 'c.test.ts'];
    expect(names(putFirst(given.map(spec), ['slower.test.ts', 'slow.test.ts'], siteDir))).toEqual([
      'slower.test.ts',
      'slow.test.ts',
      'a.test.ts',
      'b.test.ts',
      'c.test.ts',
    ]);
  });

  it('leaves the order alone when no listed file is among those run', () => {
    const given = ['b.test.ts', 'a.test.ts'];
    expect(names(putFirst(given.map(spec), ['tests/e2e/crawl.test.ts'], siteDir))).toEqual(given);
  });

  it('lists only end-to-end files that exist, so a renamed file does not start last unnoticed', () => {
    const sequencer = vitestConfig.test?.sequence?.sequencer as
      {startedFirst?: readonly string[]} | undefined;
    const startedFirst = sequencer?.startedFirst ?? [];
    expect(startedFirst.length).toBeGreaterThan(0);
    for (const file of startedFirst) {
      expect(file).toMatch(/^tests\/e2e\/.+\.test\.ts$/);
      expect(existsSync(path.join(siteDir, file)), file).toBe(true);
    }
  });
});
