import {existsSync} from 'node:fs';
import {availableParallelism} from 'node:os';
import path from 'node:path';
import {BUILD_ANCHOR_GOAL_RATIO} from '../budgets';
import {buildTime, withPageEdited, type BuildTime, type SiteBuildFigures} from '../build';
import {runTimed} from '../processes';
import {
  scaffoldVanillaSite,
  VANILLA_DOC_PAGES,
  VANILLA_EDITED_PAGE,
  vanillaDir,
} from './vanillaSite';

/** The anchor's build times in this run: cold, then again with nothing changed, then with one page edited. */
export type VanillaBuildFigures = {
  docPages: number;
  cold: BuildTime;
  rebuild: BuildTime;
  edited: BuildTime;
};

/** Builds the anchor once with the project's own Docusaurus, from the site's folder. */
async function buildVanilla(siteDir: string): Promise<BuildTime> {
  const run = await runTimed(
    process.execPath,
    [
      'node_modules/@docusaurus/core/bin/docusaurus.mjs',
      'build',
      path.relative(siteDir, vanillaDir),
    ],
    {cwd: siteDir, stderr: 'capture'},
  );
  return buildTime(run);
}

/**
 * Writes the anchor's sources afresh and builds it from a cold start, then
 * builds it again at once with nothing changed, then with a sentence added
 * to one page, as the bench does to ours. Writing the sources removes
 * the whole folder first, its build/, .docusaurus/ and node_modules/.cache/
 * with it, so the first build reuses nothing.
 */
export async function measureVanillaBuild(siteDir: string): Promise<VanillaBuildFigures> {
  scaffoldVanillaSite();
  process.stderr.write(`building the vanilla anchor (${VANILLA_DOC_PAGES} doc pages) cold…\n`);
  const cold = await buildVanilla(siteDir);
  process.stderr.write('building the vanilla anchor again, nothing changed…\n');
  const rebuild = await buildVanilla(siteDir);
  process.stderr.write('building the vanilla anchor again, one page edited…\n');
  const edited = await withPageEdited(vanillaDir, VANILLA_EDITED_PAGE, () => buildVanilla(siteDir));
  return {docPages: VANILLA_DOC_PAGES, cold, rebuild, edited};
}

/** The anchor's build folder, and whether this run built it. */
export type AnchorBuild = {dir: string; builtInThisRun: boolean};

/** The anchor's build folder, where the builds above write. */
export const anchorBuildDir = path.join(vanillaDir, 'build');

/**
 * The anchor's build for Lighthouse when no build time is compared: built
 * now when it is missing or `rebuild` is asked, reused otherwise, as the
 * site only changes when Docusaurus does.
 */
export async function reusableAnchorBuild(siteDir: string, rebuild: boolean): Promise<AnchorBuild> {
  if (!rebuild && existsSync(path.join(anchorBuildDir, 'index.html'))) {
    return {dir: anchorBuildDir, builtInThisRun: false};
  }
  scaffoldVanillaSite();
  process.stderr.write(`building the vanilla anchor (${VANILLA_DOC_PAGES} doc pages)…\n`);
  await buildVanilla(siteDir);
  return {dir: anchorBuildDir, builtInThisRun: true};
}

/** One build time of ours beside the anchor's, their ratio, and the ratio's goal if it has one. */
export type AnchoredTime = {
  oursSeconds: number;
  anchorSeconds: number;
  ratio: number;
  goal?: number;
};

/**
 * The work of both cold builds: how much CPU time each took, and how soon
 * ours could end at best, its CPU time shared evenly over every core.
 * Reordering our build's steps cannot bring it below that floor; only doing
 * less work can.
 */
export type ColdBuildWork = {
  cores: number;
  oursCpuSeconds: number;
  anchorCpuSeconds: number;
  /** Our cold build's CPU time divided by the cores. */
  oursFloorSeconds: number;
  /** That floor against the anchor's wall time, to read beside the cold build's goal. */
  floorRatio: number;
};

/** Our build times against the anchor's, measured in the same run. */
export type BuildAgainstAnchor = {
  anchorDocPages: number;
  cold: AnchoredTime;
  coldWork: ColdBuildWork;
  rebuild: AnchoredTime;
  edited: AnchoredTime;
};

/**
 * Sets our cold build and our two rebuilds (nothing changed, one page
 * edited) beside the anchor's, as ratios to their goals, with the work of
 * both cold builds on this machine's `cores`.
 */
export function buildAgainstAnchor(
  ours: SiteBuildFigures,
  anchor: VanillaBuildFigures,
  cores = availableParallelism(),
): BuildAgainstAnchor {
  const anchored = (oursSeconds: number, anchorSeconds: number, goal?: number): AnchoredTime => ({
    oursSeconds,
    anchorSeconds,
    ratio: oursSeconds / anchorSeconds,
    goal,
  });
  return {
    anchorDocPages: anchor.docPages,
    cold: anchored(ours.cold.seconds, anchor.cold.seconds, BUILD_ANCHOR_GOAL_RATIO.cold),
    coldWork: {
      cores,
      oursCpuSeconds: ours.cold.cpuSeconds,
      anchorCpuSeconds: anchor.cold.cpuSeconds,
      oursFloorSeconds: ours.cold.cpuSeconds / cores,
      floorRatio: ours.cold.cpuSeconds / cores / anchor.cold.seconds,
    },
    rebuild: anchored(
      ours.rebuild.seconds,
      anchor.rebuild.seconds,
      BUILD_ANCHOR_GOAL_RATIO.rebuild,
    ),
    // No goal is set for a rebuild after an edit. It is shown so that the unchanged
    // rebuild, which places the kept build, is not read as the cost of an edit.
    edited: anchored(ours.edited.seconds, anchor.edited.seconds),
  };
}
