import {LIGHTHOUSE_GOALS} from './budgets';
import {measureLighthouse, type LighthouseMeasure} from './measures/lighthouse/lighthouseAudits';
import {
  FORM_FACTORS,
  missedGoals,
  type FormFactor,
  type MedianFigures,
} from './measures/lighthouse/lighthouseFigures';
import {startStaticServer, type RunningServer} from './measures/staticServer';
import {median} from './measures/statistics';
import {lighthouseTemplates} from './templates';
import type {AnchorBuild} from './vanilla/vanillaBuild';
import {VANILLA_DOC_PAGES, VANILLA_NAME, VANILLA_ROUTE} from './vanilla/vanillaSite';

/** Runs per page and form factor; the figures are their medians. */
const LIGHTHOUSE_RUNS = 3;

/** A template's Lighthouse figures as stored in results.json: by route, since the port changes every run. */
export type TemplateLighthouseFigures = {name: string; route: string} & Record<
  FormFactor,
  MedianFigures
> & {
    missedGoals: Record<FormFactor, string[]>;
  };

/** The vanilla anchor's page, audited beside ours. */
export type VanillaLighthouseFigures = {
  name: string;
  route: string;
  docPages: number;
  /** Whether the anchor was built in this run, or an earlier build of it was reused. */
  builtInThisRun: boolean;
} & Record<FormFactor, MedianFigures>;

/** The `lighthouse` key of results.json. */
export type LighthouseResults = {
  measuredAt: string;
  buildDir: string;
  lighthouseVersion: string;
  hostUserAgent: string;
  runsPerFormFactor: number;
  /** Lighthouse's machine speed estimate over all runs; a low one explains slow figures. */
  medianBenchmarkIndex: number;
  goals: typeof LIGHTHOUSE_GOALS;
  templates: TemplateLighthouseFigures[];
  vanilla?: VanillaLighthouseFigures;
};

/**
 * Audits each Lighthouse template of the build in `buildDir` (and, when
 * given, the vanilla anchor's doc page), both served gzipped as a host
 * serves them.
 */
export async function measureLighthouseStep(
  buildDir: string,
  vanilla?: AnchorBuild,
): Promise<LighthouseResults> {
  const servers: RunningServer[] = [];
  try {
    const server = await startStaticServer(buildDir, {gzip: true});
    servers.push(server);
    const targets = lighthouseTemplates.map((template) => ({
      name: template.name,
      url: `${server.url}${template.route}`,
    }));
    if (vanilla) {
      const vanillaServer = await startStaticServer(vanilla.dir, {gzip: true});
      servers.push(vanillaServer);
      targets.push({name: VANILLA_NAME, url: `${vanillaServer.url}${VANILLA_ROUTE}`});
    }
    const measure: LighthouseMeasure = await measureLighthouse(targets, {
      runs: LIGHTHOUSE_RUNS,
      onAudit: ({target, formFactor, index, total}) =>
        process.stderr.write(`lighthouse ${index}/${total}: ${target}, ${formFactor}\n`),
    });
    const templates = lighthouseTemplates.map((template, index) => {
      const figures = measure.targets[index] as LighthouseMeasure['targets'][number];
      return {
        name: template.name,
        route: template.route,
        mobile: figures.mobile,
        desktop: figures.desktop,
        missedGoals: {
          mobile: missedGoals(figures.mobile, 'mobile'),
          desktop: missedGoals(figures.desktop, 'desktop'),
        },
      };
    });
    const vanillaFigures = vanilla ? measure.targets[lighthouseTemplates.length] : undefined;
    return {
      measuredAt: new Date().toISOString(),
      buildDir,
      lighthouseVersion: measure.lighthouseVersion,
      hostUserAgent: measure.hostUserAgent,
      runsPerFormFactor: measure.runsPerFormFactor,
      medianBenchmarkIndex: median(
        measure.targets
          .flatMap((target) => FORM_FACTORS.flatMap((formFactor) => target[formFactor].runs))
          .map((run) => run.benchmarkIndex),
      ),
      goals: LIGHTHOUSE_GOALS,
      templates,
      vanilla:
        vanilla && vanillaFigures
          ? {
              name: VANILLA_NAME,
              route: VANILLA_ROUTE,
              docPages: VANILLA_DOC_PAGES,
              builtInThisRun: vanilla.builtInThisRun,
              mobile: vanillaFigures.mobile,
              desktop: vanillaFigures.desktop,
            }
          : undefined,
    };
  } finally {
    for (const server of servers) {
      await server.close();
    }
  }
}
