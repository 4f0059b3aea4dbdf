import {readdirSync} from 'node:fs';
import {keepOutputs, restoreOutputs} from './keptOutputs';
import type {SiteBuildKey} from './siteBuildKey';

/** What `buildOrPlaceKept` needs: where the build goes and is kept, how to key it, how to run it. */
export type CachedSiteBuild = {
  /** The build's output folder. */
  outDir: string;
  /** Where the last build is kept. */
  cacheDir: string;
  /** The keys of everything the build reads, or `undefined` when they cannot be known. */
  key: () => SiteBuildKey | undefined;
  /** Runs the build and resolves with its exit code. */
  build: () => Promise<number>;
};

/** What `buildOrPlaceKept` did. */
export type CachedSiteBuildResult =
  | {placed: true}
  | {placed: false; exitCode: number; kept: 'kept' | 'no key' | 'failed' | 'inputs changed'};

/**
 * Places the last build's output in `outDir` when nothing it read has
 * changed since (the same key), else runs the build and keeps its output
 * by hard links, for the next time. The output folder is emptied before a
 * placement, once the kept files check out, as Docusaurus empties it before
 * a build, so nothing of another build (a precompressed twin, say) is left
 * beside the placed files. The keys are taken again after the build: the
 * output is kept under the new `key`, which covers the references the build
 * generated, and only if the `sourcesKey` has not changed, since a file
 * saved during the build could otherwise be kept under the key of what it
 * replaced.
 */
export async function buildOrPlaceKept({
  outDir,
  cacheDir,
  key,
  build,
}: CachedSiteBuild): Promise<CachedSiteBuildResult> {
  const before = key();
  if (before !== undefined && restoreOutputs(cacheDir, before.key, outDir, {emptyOutDir: true})) {
    return {placed: true};
  }
  const exitCode = await build();
  if (exitCode !== 0) return {placed: false, exitCode, kept: 'failed'};
  if (before === undefined) return {placed: false, exitCode, kept: 'no key'};
  const after = key();
  if (after?.sourcesKey !== before.sourcesKey) {
    return {placed: false, exitCode, kept: 'inputs changed'};
  }
  keepOutputs(cacheDir, after.key, outDir, readdirSync(outDir));
  return {placed: false, exitCode, kept: 'kept'};
}
