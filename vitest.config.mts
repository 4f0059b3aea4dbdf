import {configDefaults, defineConfig} from 'vitest/config';
import {startingFirst} from './tests/support/startingFirst.mts';

/**
 * Unit test files that replace modules or globals (`vi.mock`,
 * `vi.stubGlobal`, `vi.resetModules`, fake timers). They run in a module
 * registry of their own; the other unit files share one per worker, which
 * halves the unit step, most of which was importing the same modules again
 * for every file. A unit test fails when a file that replaces modules or
 * globals is missing from this list (`tests/unit/testIsolation.test.ts`
 * reads it from the `unit-isolated` project below).
 */
const UNIT_FILES_NEEDING_ISOLATION = [
  'tests/unit/analytics.test.ts',
  'tests/unit/askAiStream.test.ts',
  'tests/unit/leanPrism.test.ts',
  'tests/unit/recentSearches.test.ts',
];

/**
 * Removes the folders a test file made with `scratchFolder` once the file
 * has run, so that no run leaves them in the temp folder. Vitest runs setup
 * files again before every test file, also where files share their modules
 * (`isolate: false`).
 */
const REMOVE_SCRATCH_FOLDERS = 'tests/support/removeScratchFoldersAfterEachFile.ts';

/**
 * End-to-end files that run far longer than the others: the crawl and the
 * axe audits visit page after page, and the search budget types over a
 * hundred queries one after another. Started first, they run beside the
 * short files; started late, as Vitest would start them on a fresh clone
 * (largest files first), they ran on alone at the end of the suite. A unit
 * test fails when one of them no longer exists.
 */
const E2E_FILES_STARTED_FIRST = [
  'tests/e2e/crawl.test.ts',
  'tests/e2e/accessibility.test.ts',
  'tests/e2e/search-budget.test.ts',
];

/**
 * How long a unit test may run before it counts as hung. Speed is the
 * bench's to measure, not a test's: the tests that parse the whole project
 * or build TypeScript programs take a second alone and went past Vitest's
 * default of five beside the type check and the linters on two cores.
 */
const UNIT_TEST_DEADLINE_MS = 30_000;

/*
 * Three kinds of tests, run as separate steps of `npm test`: fast units (two
 * projects, see `UNIT_FILES_NEEDING_ISOLATION`), the validation checks,
 * too slow for the unit step (a fixture site built with each fault it must
 * catch, Pagefind's contract, the kept page readings), and the end-to-end
 * suite in Chromium against the production build in `build/`.
 */
export default defineConfig({
  test: {
    sequence: {sequencer: startingFirst(E2E_FILES_STARTED_FIRST)},
    projects: [
      {
        test: {
          name: 'unit',
          include: ['tests/unit/**/*.test.ts'],
          exclude: [...configDefaults.exclude, ...UNIT_FILES_NEEDING_ISOLATION],
          environment: 'node',
          testTimeout: UNIT_TEST_DEADLINE_MS,
          isolate: false,
          setupFiles: [REMOVE_SCRATCH_FOLDERS],
        },
      },
      {
        test: {
          name: 'unit-isolated',
          include: UNIT_FILES_NEEDING_ISOLATION,
          environment: 'node',
          testTimeout: UNIT_TEST_DEADLINE_MS,
          setupFiles: [REMOVE_SCRATCH_FOLDERS],
        },
      },
      {
        test: {
          name: 'validation',
          include: ['tests/validation/**/*.test.ts'],
          testTimeout: 180_000,
          hookTimeout: 180_000,
          // Each fixture build already uses both cores.
          fileParallelism: false,
          setupFiles: [REMOVE_SCRATCH_FOLDERS],
        },
      },
      {
        test: {
          name: 'e2e',
          include: ['tests/e2e/**/*.test.ts'],
          globalSetup: ['tests/e2e/support/globalSetup.ts'],
          setupFiles: [REMOVE_SCRATCH_FOLDERS],
          testTimeout: 60_000,
          hookTimeout: 60_000,
          // Files run side by side, one per core (`--maxWorkers=100%` in the
          // npm script; Vitest caps a percentage at the number of cores),
          // each with its own Chromium, both cores busy nearly all the time. A test that reads search results waits for the list
          // to name the query they answer, not on a deadline that a busier
          // machine would miss. The sitemap crawl runs this many of its
          // visits at once, within its file.
          maxConcurrency: 4,
          // A poll waits for what the page does in answer to the test, which
          // comes later the busier the machine is: its default deadline of
          // one second failed tests on a loaded machine, not on a broken
          // site. It may take as long as the test may, less a margin so that
          // a failure reports the poll's expectation rather than the test's
          // timeout. How fast the site answers is the bench's to measure.
          expect: {poll: {timeout: 50_000}},
          // Every file starts its own browser and servers in its hooks and
          // replaces no module, so files share the modules they import,
          // which were imported again for each of fifty files otherwise.
          isolate: false,
        },
      },
    ],
  },
});
