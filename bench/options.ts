/** What the command line asks the bench for; see the flags in `bench/index.mts`. */
export type BenchOptions = {
  /** Build the site from a cold start (and rebuild it) rather than measure the existing build. */
  build: boolean;
  lighthouse: boolean;
  lighthouseOnly: boolean;
  /** Build the vanilla anchor in this run and compare with it: build times, and TBT under Lighthouse. */
  vanilla: boolean;
  /** Rebuild the anchor even when no build time is compared and a build of it exists. */
  rebuildVanilla: boolean;
  /** Time `npm start` from a fresh install, then a hot reload. */
  devServer: boolean;
};

const KNOWN_FLAGS = [
  '--no-build',
  '--no-lighthouse',
  '--lighthouse-only',
  '--vanilla',
  '--rebuild-vanilla',
  '--dev-server',
  '--no-dev-server',
];

/**
 * Reads the flags, refusing unknown ones and contradictions so that a typo
 * does not cost a long run. `buildDirIsOverridden` says whether
 * `DOCS_BUILD_DIR` is set: the build writes to the site's `build/`, so
 * another build can only be measured as it is.
 */
export function parseOptions(
  argv: readonly string[],
  {buildDirIsOverridden}: {buildDirIsOverridden: boolean},
): BenchOptions {
  const unknown = argv.filter((flag) => !KNOWN_FLAGS.includes(flag));
  if (unknown.length > 0) {
    throw new Error(`unknown flag ${unknown.join(', ')}; known: ${KNOWN_FLAGS.join(', ')}`);
  }
  const flags = new Set(argv);
  const lighthouseOnly = flags.has('--lighthouse-only');
  const lighthouse = !flags.has('--no-lighthouse');
  const rebuildVanilla = flags.has('--rebuild-vanilla');
  const vanilla = flags.has('--vanilla') || rebuildVanilla;
  const build = !flags.has('--no-build') && !lighthouseOnly;
  if (lighthouseOnly && !lighthouse) {
    throw new Error('--lighthouse-only and --no-lighthouse contradict each other');
  }
  if (flags.has('--dev-server') && flags.has('--no-dev-server')) {
    throw new Error('--dev-server and --no-dev-server contradict each other');
  }
  if (lighthouseOnly && flags.has('--dev-server')) {
    throw new Error('--lighthouse-only runs Lighthouse alone; drop it to time the dev server');
  }
  if (vanilla && !lighthouse && !build) {
    throw new Error(
      '--vanilla compares build times and Lighthouse figures; with --no-build and --no-lighthouse it has nothing to compare',
    );
  }
  if (build && buildDirIsOverridden) {
    throw new Error(
      'DOCS_BUILD_DIR needs --no-build or --lighthouse-only: the build writes to build/',
    );
  }
  const devServer = !lighthouseOnly && !flags.has('--no-dev-server');
  return {build, lighthouse, lighthouseOnly, vanilla, rebuildVanilla, devServer};
}
