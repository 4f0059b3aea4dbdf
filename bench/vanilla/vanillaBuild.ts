import {existsSync} from 'node:fs';
import path from 'node:path';
import {BUILD_ANCHOR_GOAL_RATIO} from '../budgets';
import type {BuildTime, SiteBuildFigures} from '../build';
import {runTimed} from '../processes';
import {scaffoldVanillaSite, VANILLA_DOC_PAGES, vanillaDir} from './vanillaSite';

/** The anchor's build times in this run: cold, then again with nothing changed. */
export type VanillaBuildFigures = {docPages: number; cold: BuildTime; rebuild: BuildTime};

/** Builds the anchor once with the project's own Docusaurus, from the site's folder. */
async function buildVanilla(siteDir: string): Promise<BuildTime> {
  const {seconds, peakBytes} = await runTimed(
    process.execPath,
    [
      'node_modules/@docusaurus/core/bin/docusaurus.mjs',
      'build',
      path.relative(siteDir, vanillaDir),
    ],
    {cwd: siteDir, stderr: 'capture'},
  );
  return {seconds, peakBytes};
}

/**
 * Writes the anchor's sources afresh and builds it from a cold start, then
 * builds it again at once with nothing changed. Writing the sources removes
 * the whole folder first, its build/, .docusaurus/ and node_modules/.cache/
 * with it, so the first build reuses nothing.
 */
export async function measureVanillaBuild(siteDir: string): Promise<VanillaBuildFigures> {
  scaffoldVanillaSite();
  process.stderr.write(`building the vanilla anchor (${VANILLA_DOC_PAGES} doc pages) cold…\n`);
  const cold = await buildVanilla(siteDir);
  process.stderr.write('building the vanilla anchor again, nothing changed…\n');
  const rebuild = await buildVanilla(siteDir);
  return {docPages: VANILLA_DOC_PAGES, cold, rebuild};
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

/** One build time of ours beside the anchor's, their ratio, and the ratio's goal. */
export type AnchoredTime = {
  oursSeconds: number;
  anchorSeconds: number;
  ratio: number;
  goal: number;
};

/** Our build times against the anchor's, measured in the same run. */
export type BuildAgainstAnchor = {
  anchorDocPages: number;
  cold: AnchoredTime;
  rebuild: AnchoredTime;
};

/** Sets our cold build and rebuild beside the anchor's, as ratios to their goals. */
export function buildAgainstAnchor(
  ours: SiteBuildFigures,
  anchor: VanillaBuildFigures,
): BuildAgainstAnchor {
  const anchored = (oursSeconds: number, anchorSeconds: number, goal: number): AnchoredTime => ({
    oursSeconds,
    anchorSeconds,
    ratio: oursSeconds / anchorSeconds,
    goal,
  });
  return {
    anchorDocPages: anchor.docPages,
    cold: anchored(ours.cold.seconds, anchor.cold.seconds, BUILD_ANCHOR_GOAL_RATIO.cold),
    rebuild: anchored(
      ours.rebuild.seconds,
      anchor.rebuild.seconds,
      BUILD_ANCHOR_GOAL_RATIO.rebuild,
    ),
  };
}
