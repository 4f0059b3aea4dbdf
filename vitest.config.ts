import {defineConfig} from 'vitest/config';

/*
 * Three projects, run as separate steps of `npm test`: fast units, the
 * validation fixtures (each runs a small Docusaurus build that must fail), and
 * the end-to-end suite in Chromium against the production build in `build/`.
 */
export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: 'unit',
          include: ['tests/unit/**/*.test.ts'],
          environment: 'node',
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
        },
      },
      {
        test: {
          name: 'e2e',
          include: ['tests/e2e/**/*.test.ts'],
          globalSetup: ['tests/e2e/support/globalSetup.ts'],
          testTimeout: 60_000,
          hookTimeout: 60_000,
          // Files run side by side, one per core (`--maxWorkers=100%` in the
          // npm script), each with its own Chromium: most tests wait on a
          // page more than they compute. The sitemap crawl and the axe pass
          // also run this many of their tests at once, within their file.
          maxConcurrency: 4,
        },
      },
    ],
  },
});
