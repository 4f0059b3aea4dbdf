import path from 'node:path';
import {BaseSequencer, type TestSpecification} from 'vitest/node';

/**
 * The test files in the order Vitest's own sequencer gives, but for the
 * files of `first`, which come before all others in the order listed.
 * Files are paths from `root`, as `tests/e2e/crawl.test.ts`.
 */
export function putFirst(
  files: readonly TestSpecification[],
  first: readonly string[],
  root: string,
): TestSpecification[] {
  const rank = (file: TestSpecification): number => {
    const index = first.indexOf(path.relative(root, file.moduleId).split(path.sep).join('/'));
    return index === -1 ? first.length : index;
  };
  // A stable sort: the other files keep the order they came in.
  return [...files].sort((a, b) => rank(a) - rank(b));
}

/**
 * A Vitest sequencer that starts the given files before all others.
 * Vitest starts the files it has timed before longest first, but a fresh
 * clone has no timings, and then it starts the largest files first: a
 * short file that runs for minutes starts late and runs on alone at the
 * end, while the other workers have nothing left to do.
 */
export function startingFirst(
  first: readonly string[],
): typeof BaseSequencer & {readonly startedFirst: readonly string[]} {
  return class StartingFirst extends BaseSequencer {
    /** The files it starts first, for the test that checks they exist. */
    static readonly startedFirst = first;

    override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
      return putFirst(await super.sort(files), first, this.ctx.config.root);
    }
  };
}
