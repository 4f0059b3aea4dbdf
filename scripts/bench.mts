/**
 * `npm run bench`: measures what tests must not time. Builds the site from
 * scratch while sampling the memory of the whole process tree, then opens
 * each page template in Chromium and totals the gzipped JavaScript and CSS it
 * loads first, and measures search: bytes per query and engine latency.
 * Last, audits one page per template with Lighthouse, mobile and desktop,
 * three times each, served gzipped as a host would. Prints a table and
 * writes `.bench/results.json`.
 *
 * Flags (after `npm run bench --`):
 * - `--no-build` measures the existing build only.
 * - `--no-lighthouse` skips the Lighthouse audits.
 * - `--lighthouse-only` runs only the Lighthouse audits, on the existing
 *   build, and updates the `lighthouse` key of `.bench/results.json`.
 * - `--vanilla` also audits a doc page of a plain classic-template site of
 *   the same size, built once into `.bench/vanilla/`, for the goal that our
 *   guide page's TBT be below it; `--rebuild-vanilla` rebuilds that site.
 *
 * `DOCS_BUILD_DIR` points the measures at another build than `build/`
 * (with `--no-build` or `--lighthouse-only`).
 */
import {spawn} from 'node:child_process';
import {existsSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync} from 'node:fs';
import path from 'node:path';
import {startStaticServer, type RunningServer} from '../tests/support/staticServer.ts';
import {
  compareTbt,
  FORM_FACTORS,
  LIGHTHOUSE_GOALS,
  measureLighthouse,
  median,
  missedGoals,
  type FormFactor,
  type LighthouseMeasure,
  type MedianFigures,
} from '../tests/support/lighthouseFigures.ts';
import {measureFirstLoad, type FirstLoad} from '../tests/support/firstLoadAssets.ts';
import {
  measureConsoleOpening,
  type ConsoleOpeningCost,
} from '../tests/support/consoleOpeningCost.ts';
import {launchBrowser} from '../tests/support/chromium.ts';
import {generatedDocsFolders} from '../src/site/generatedDocs.ts';
import {
  coldQueryCost,
  measureSearch,
  type ColdQuery,
  type SearchFigures,
} from '../tests/support/searchFigures.ts';
import {readerQuestions} from '../tests/e2e/relevance/readerQuestions.ts';
import {keywordQueries} from '../tests/e2e/relevance/keywordQueries.ts';
import {relevanceSuite} from '../tests/e2e/relevance/relevanceSuite.ts';
import {INDEX_REPORT_LINE} from '../src/plugins/search/indexing/indexReportLine.ts';
import {CARDS_REPORT_LINE} from '../src/plugins/social-cards/cardsReportLine.ts';
import {listedPages, measureSuite, type SuiteFigure} from '../tests/support/relevance.ts';
import {evaluateRetrieval} from '../tests/support/retrievalEval.ts';
import {measureMcpTools} from '../tests/support/mcpFigures.ts';
import {readEnvironment} from '../src/settings/environmentVariables.ts';

const siteDir = path.resolve(import.meta.dirname, '..');
const buildDirOverride = readEnvironment('DOCS_BUILD_DIR');
const buildDir = buildDirOverride ? path.resolve(buildDirOverride) : path.join(siteDir, 'build');

/** What the command line asks for; see the flags at the top of this file. */
type BenchOptions = {
  build: boolean;
  lighthouse: boolean;
  lighthouseOnly: boolean;
  vanilla: boolean;
  rebuildVanilla: boolean;
};

const KNOWN_FLAGS = [
  '--no-build',
  '--no-lighthouse',
  '--lighthouse-only',
  '--vanilla',
  '--rebuild-vanilla',
];

/** Reads the flags, refusing unknown ones and contradictions so a typo does not cost a long run. */
function parseOptions(argv: readonly string[]): BenchOptions {
  const unknown = argv.filter((flag) => !KNOWN_FLAGS.includes(flag));
  if (unknown.length > 0) {
    throw new Error(`unknown flag ${unknown.join(', ')}; known: ${KNOWN_FLAGS.join(', ')}`);
  }
  const flags = new Set(argv);
  const lighthouseOnly = flags.has('--lighthouse-only');
  const lighthouse = !flags.has('--no-lighthouse');
  const rebuildVanilla = flags.has('--rebuild-vanilla');
  const vanilla = flags.has('--vanilla') || rebuildVanilla;
  if (lighthouseOnly && !lighthouse) {
    throw new Error('--lighthouse-only and --no-lighthouse contradict each other');
  }
  if (vanilla && !lighthouse) {
    throw new Error('--vanilla compares Lighthouse figures, so it needs Lighthouse');
  }
  const build = !flags.has('--no-build') && !lighthouseOnly;
  if (build && buildDirOverride) {
    throw new Error(
      'DOCS_BUILD_DIR needs --no-build or --lighthouse-only: the build writes to build/',
    );
  }
  return {build, lighthouse, lighthouseOnly, vanilla, rebuildVanilla};
}

/** One page per template, and the budget its first-load JavaScript must meet. */
const templates: {name: string; route: string; jsBudgetKB?: number}[] = [
  {name: 'home (doc)', route: '/'},
  // 200 KB for the foundation's 25 pages; the route table of ~450 pages adds ~50 KB (see tests/e2e/budgets.test.ts).
  {name: 'guide page', route: '/core-concepts/scene-model', jsBudgetKB: 250},
  {name: 'guide page with diagram', route: '/core-concepts/architecture'},
  {name: 'API operation page', route: '/references/api/get-user', jsBudgetKB: 250},
  {
    name: 'livelink.js class page',
    route: '/references/livelink.js/classes/Livelink',
    jsBudgetKB: 250,
  },
  {name: 'entity components', route: '/references/entity-components'},
  {name: 'samples page', route: '/samples/'},
  {name: 'devlog list', route: '/devlog/'},
  {name: 'devlog post', route: '/devlog/2025/10/14/digital-twin-sync-opc-ua-mqtt'},
];

/** Resident memory of a process and all its descendants, in bytes, from /proc. */
function treeRss(rootPid: number): number {
  const children = new Map<number, number[]>();
  const rss = new Map<number, number>();
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) {
      continue;
    }
    try {
      const status = readFileSync(`/proc/${entry}/status`, 'utf8');
      const ppid = Number(/^PPid:\s+(\d+)/m.exec(status)?.[1]);
      const kb = Number(/^VmRSS:\s+(\d+)/m.exec(status)?.[1] ?? 0);
      rss.set(Number(entry), kb * 1024);
      children.set(ppid, [...(children.get(ppid) ?? []), Number(entry)]);
    } catch {
      // The process ended while we were reading it.
    }
  }
  let total = 0;
  const pending = [rootPid];
  while (pending.length > 0) {
    const pid = pending.pop() as number;
    total += rss.get(pid) ?? 0;
    pending.push(...(children.get(pid) ?? []));
  }
  return total;
}

/** What the machine-docs plugin logs after writing the Markdown twins and llms files: the seconds it took. */
const MACHINE_DOCS_LOG =
  /\[machine-docs\] wrote \d+ Markdown twins, llms\.txt and llms-full\.txt in ([\d.]+) s/;

async function measureBuild(): Promise<{
  seconds: number;
  peakBytes: number;
  searchIndex?: {pages: number; seconds: number; readAndIndexSeconds: number; adaptSeconds: number};
  machineDocsSeconds?: number;
  socialCards?: {cards: number; drawn: number; seconds: number};
}> {
  rmSync(buildDir, {recursive: true, force: true});
  rmSync(path.join(siteDir, '.docusaurus'), {recursive: true, force: true});
  rmSync(path.join(siteDir, 'node_modules/.cache'), {recursive: true, force: true});
  for (const folder of generatedDocsFolders) {
    rmSync(path.join(siteDir, folder), {recursive: true, force: true});
  }
  const started = performance.now();
  // `npm run build`, not `docusaurus build`: generating the REST API pages (prebuild) is part of the build.
  const child = spawn('npm', ['run', 'build'], {
    cwd: siteDir,
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  let log = '';
  child.stdout.on('data', (chunk: Buffer) => (log += chunk.toString()));
  let peakBytes = 0;
  const sampler = setInterval(() => {
    peakBytes = Math.max(peakBytes, treeRss(child.pid ?? 0));
  }, 100);
  const code = await new Promise<number | null>((resolve) => child.on('exit', resolve));
  clearInterval(sampler);
  if (code !== 0) {
    throw new Error(`docusaurus build exited with ${code}`);
  }
  const indexed = INDEX_REPORT_LINE.exec(log);
  const machineDocs = MACHINE_DOCS_LOG.exec(log);
  const cards = CARDS_REPORT_LINE.exec(log);
  return {
    seconds: (performance.now() - started) / 1000,
    peakBytes,
    searchIndex: indexed
      ? {
          pages: Number(indexed[1]),
          seconds: Number(indexed[2]),
          readAndIndexSeconds: Number(indexed[3]),
          adaptSeconds: Number(indexed[4]),
        }
      : undefined,
    machineDocsSeconds: machineDocs ? Number(machineDocs[1]) : undefined,
    socialCards: cards
      ? {cards: Number(cards[1]), drawn: Number(cards[2]), seconds: Number(cards[3])}
      : undefined,
  };
}

/** The operation page whose REST API console the bench opens, and what opening it may cost. */
const API_CONSOLE_ROUTE = '/references/api/create-folder';
const API_CONSOLE_BUDGET_KB = 60;

async function measurePages(): Promise<{
  pages: (FirstLoad & {name: string; route: string; jsBudgetKB?: number})[];
  search: SearchFigures & {firstTypoQuery: ColdQuery};
  relevance: SuiteFigure[];
  apiConsole: ConsoleOpeningCost;
}> {
  const server = await startStaticServer(buildDir);
  const browser = await launchBrowser();
  try {
    const pages = [];
    for (const template of templates) {
      const context = await browser.newContext({baseURL: server.url});
      const page = await context.newPage();
      pages.push({...template, ...(await measureFirstLoad(page, buildDir, template.route))});
      await context.close();
    }
    const consoleContext = await browser.newContext({baseURL: server.url});
    const apiConsole = await measureConsoleOpening(
      await consoleContext.newPage(),
      buildDir,
      API_CONSOLE_ROUTE,
    );
    await consoleContext.close();
    // Read after the build: the typo queries are made from the generated references.
    const suite = relevanceSuite();
    const typos = suite.categories.typos.tuning.map((entry) => entry.query);
    const search = await measureSearch(browser, server.url, buildDir, [
      ...SEARCH_QUERIES,
      ...typos,
    ]);
    const firstTypoQuery = await coldQueryCost(browser, server.url, buildDir, typos[0] ?? '');
    const relevance = await measureSuite(suite, (queries) =>
      listedPages(browser, server.url, queries),
    );
    return {pages, search: {...search, firstTypoQuery}, relevance, apiConsole};
  } finally {
    await browser.close();
    await server.close();
  }
}

/**
 * The goals of relevance: every category's held-out half and the earlier
 * suite, each at least the rate given; precision queries, none listing anything.
 */
const RELEVANCE_GOALS = {heldOut: 0.95, precision: 1, earlierSuite: 0.96};

/** A figure's goal, if it has one (see `RELEVANCE_GOALS`). */
function relevanceGoal(figure: SuiteFigure): number | undefined {
  if (figure.list === 'earlier suite') return RELEVANCE_GOALS.earlierSuite;
  if (figure.list === 'precision') return RELEVANCE_GOALS.precision;
  return figure.half === 'held out' ? RELEVANCE_GOALS.heldOut : undefined;
}

/**
 * The foundation's 90 s budget covered its 25 pages; with the generated
 * references (about 450 pages) it scales with the page count.
 */
const BUILD_BUDGET_SECONDS = 240;

/**
 * The fixed query list for the search figures: the reader queries of the
 * relevance test, then short one-word queries, the kind typed letter by letter.
 */
const SEARCH_QUERIES = [
  ...keywordQueries.map((entry) => entry.query),
  ...readerQuestions.map((entry) => entry.query),
  ...['entity', 'scene', 'viewport', 'camera', 'token', 'physics', 'animation', 'material'],
  ...['light', 'upload', 'session', 'collaboration'],
];

/** The budgets of the embedded search. */
const SEARCH_BUDGETS = {
  firstQueryKB: 150,
  laterMedianKB: 20,
  laterMaxKB: 100,
  medianMs: 30,
  p95Ms: 60,
};

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

/** One page per template for Lighthouse (see LIGHTHOUSE_GOALS). */
const LIGHTHOUSE_TEMPLATES: {name: string; route: string}[] = [
  {name: 'home', route: '/'},
  {name: 'guide page with diagram', route: '/core-concepts/architecture'},
  {name: 'livelink.js class page', route: '/references/livelink.js/classes/Livelink'},
  {name: 'API operation page', route: '/references/api/get-user'},
  {name: 'devlog post', route: '/devlog/2025/10/14/digital-twin-sync-opc-ua-mqtt'},
  {name: 'samples page', route: '/samples/'},
];

/** The guide page whose TBT the issue wants below the vanilla template's. */
const GUIDE_PAGE_ROUTE = '/core-concepts/architecture';

/** Runs per page and form factor; the figures are their medians. */
const LIGHTHOUSE_RUNS = 3;

/*
 * The vanilla comparison: a plain classic-template site with as many doc
 * pages as ours, built with the same Docusaurus packages (resolved from this
 * project's node_modules, two folders up) and the same future flags.
 */
const vanillaDir = path.join(siteDir, '.bench/vanilla');
const VANILLA_SECTIONS = 53;
const VANILLA_PAGES_PER_SECTION = 10;
/** A page in the middle of the sidebar, so it is neither the first nor the last entry. */
const VANILLA_ROUTE = '/docs/section-27/page-05';
const VANILLA_NAME = 'vanilla classic doc page';

/** Words the filler text is drawn from: plain, neutral, and long enough to wrap like prose. */
const FILLER_WORDS = (
  'window garden river engine lantern meadow pattern signal harbor timber copper ledger ' +
  'orbit canvas thread valley market mirror anchor basket bridge candle planet folder ' +
  'gravel island kettle ladder marble needle pencil quarry saddle tunnel violet wander ' +
  'gather follow measure settle travel borrow listen render sketch quietly slowly often ' +
  'nearly bright narrow gentle steady hollow early later under across beside between ' +
  'the a of and with'
).split(' ');

/** A small deterministic generator (a linear congruential one), so every scaffold holds the same text. */
function seededRandom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (Math.imul(state, 1664525) + 1013904223) >>> 0;
    return state / 2 ** 32;
  };
}

/** Filler prose: sentences of 8 to 17 words from FILLER_WORDS. */
function fillerParagraph(random: () => number, sentences: number): string {
  const pick = () => FILLER_WORDS[Math.floor(random() * FILLER_WORDS.length)] as string;
  return Array.from({length: sentences}, () => {
    const words = Array.from({length: 8 + Math.floor(random() * 10)}, pick);
    const sentence = words.join(' ');
    return `${sentence[0]?.toUpperCase()}${sentence.slice(1)}.`;
  }).join(' ');
}

/**
 * A doc page shaped like a short guide: an introduction, three headed
 * sections (so the table of contents shows) of a few paragraphs, a list and
 * a code block, as highlighted code is on most of our guide pages.
 */
function vanillaDocPage(section: number, page: number): string {
  const random = seededRandom(section * 1000 + page);
  const heading = () => fillerParagraph(random, 1).split(' ').slice(0, 3).join(' ');
  const parts = [`---\ntitle: Section ${section}, page ${page}\n---\n`, fillerParagraph(random, 4)];
  for (let index = 0; index < 3; index++) {
    parts.push(`## ${heading()}`, fillerParagraph(random, 5), fillerParagraph(random, 3));
  }
  parts.push(
    Array.from({length: 4}, () => `- ${fillerParagraph(random, 1)}`).join('\n'),
    [
      '```js',
      `const section = ${section};`,
      `export function page${page}(scale) {`,
      '  return {section, scale: scale * 2};',
      '}',
      '```',
    ].join('\n'),
  );
  return `${parts.join('\n\n')}\n`;
}

const two = (value: number) => String(value).padStart(2, '0');

/** Writes the vanilla site's sources into `.bench/vanilla/`, replacing what was there. */
function scaffoldVanillaSite(): void {
  rmSync(vanillaDir, {recursive: true, force: true});
  const write = (file: string, text: string) => {
    mkdirSync(path.dirname(path.join(vanillaDir, file)), {recursive: true});
    writeFileSync(path.join(vanillaDir, file), text);
  };
  // Its own browserslist (the template's), so the build does not take this project's.
  write(
    'package.json',
    `${JSON.stringify(
      {
        name: 'vanilla-bench-site',
        private: true,
        browserslist: {
          production: ['>0.5%', 'not dead', 'not op_mini all'],
          development: ['last 3 chrome version', 'last 3 firefox version', 'last 5 safari version'],
        },
      },
      null,
      2,
    )}\n`,
  );
  write(
    'tsconfig.json',
    `${JSON.stringify({extends: '@docusaurus/tsconfig', compilerOptions: {baseUrl: '.'}}, null, 2)}\n`,
  );
  write(
    'docusaurus.config.ts',
    `import type {Config} from '@docusaurus/types';
import type * as Preset from '@docusaurus/preset-classic';
import {themes as prismThemes} from 'prism-react-renderer';

const config: Config = {
  title: 'Vanilla bench site',
  tagline: 'A plain classic-template site for comparing Lighthouse figures',
  url: 'https://vanilla.example',
  baseUrl: '/',
  future: {v4: true, faster: true},
  onBrokenLinks: 'throw',
  i18n: {defaultLocale: 'en', locales: ['en']},
  presets: [
    [
      'classic',
      {
        docs: {sidebarPath: './sidebars.ts'},
        blog: {showReadingTime: true},
      } satisfies Preset.Options,
    ],
  ],
  themeConfig: {
    colorMode: {respectPrefersColorScheme: true},
    navbar: {
      title: 'Vanilla',
      items: [
        {type: 'docSidebar', sidebarId: 'docs', position: 'left', label: 'Docs'},
        {to: '/blog', label: 'Blog', position: 'left'},
      ],
    },
    footer: {
      style: 'dark',
      links: [
        {title: 'Docs', items: [{label: 'First section', to: '/docs/section-01/page-01'}]},
        {title: 'More', items: [{label: 'Blog', to: '/blog'}]},
      ],
      copyright: 'Vanilla bench site, generated by npm run bench.',
    },
    prism: {theme: prismThemes.github, darkTheme: prismThemes.dracula},
  } satisfies Preset.ThemeConfig,
};

export default config;
`,
  );
  write(
    'sidebars.ts',
    `import type {SidebarsConfig} from '@docusaurus/plugin-content-docs';

const sidebars: SidebarsConfig = {docs: [{type: 'autogenerated', dirName: '.'}]};

export default sidebars;
`,
  );
  write(
    'src/pages/index.md',
    `---\ntitle: Home\n---\n\n# Vanilla bench site\n\n${fillerParagraph(seededRandom(1), 3)}\n\n[Read the docs](/docs/section-01/page-01)\n`,
  );
  for (const [index, date] of ['2025-01-15', '2025-02-20'].entries()) {
    const random = seededRandom(7 + index);
    write(
      `blog/${date}-post-${index + 1}.md`,
      `---\ntitle: Post ${index + 1}\n---\n\n${fillerParagraph(random, 3)}\n\n{/* truncate */}\n\n${fillerParagraph(random, 6)}\n`,
    );
  }
  for (let section = 1; section <= VANILLA_SECTIONS; section++) {
    write(
      `docs/section-${two(section)}/_category_.json`,
      `${JSON.stringify({label: `Section ${section}`, position: section})}\n`,
    );
    for (let page = 1; page <= VANILLA_PAGES_PER_SECTION; page++) {
      write(`docs/section-${two(section)}/page-${two(page)}.md`, vanillaDocPage(section, page));
    }
  }
}

/**
 * The vanilla site's build folder: reused when it exists, unless asked to
 * rebuild, as the site only changes when Docusaurus does.
 */
async function vanillaBuild(rebuild: boolean): Promise<{dir: string; seconds?: number}> {
  const dir = path.join(vanillaDir, 'build');
  if (existsSync(path.join(dir, 'index.html')) && !rebuild) {
    return {dir};
  }
  scaffoldVanillaSite();
  const started = performance.now();
  process.stderr.write(
    `building the vanilla site (${VANILLA_SECTIONS * VANILLA_PAGES_PER_SECTION} doc pages)…\n`,
  );
  const child = spawn(
    process.execPath,
    [
      'node_modules/@docusaurus/core/bin/docusaurus.mjs',
      'build',
      path.relative(siteDir, vanillaDir),
    ],
    {cwd: siteDir, stdio: ['ignore', 'pipe', 'pipe']},
  );
  let log = '';
  child.stdout.on('data', (chunk: Buffer) => (log += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (log += chunk.toString()));
  const code = await new Promise<number | null>((resolve) => child.on('exit', resolve));
  if (code !== 0) {
    throw new Error(`the vanilla site's build exited with ${code}:\n${log.slice(-4000)}`);
  }
  return {dir, seconds: (performance.now() - started) / 1000};
}

/** A template's Lighthouse figures as stored in results.json: by route, since the port changes every run. */
type TemplateLighthouseFigures = {name: string; route: string} & Record<
  FormFactor,
  MedianFigures
> & {
    missedGoals: Record<FormFactor, string[]>;
  };

type LighthouseResults = {
  measuredAt: string;
  buildDir: string;
  lighthouseVersion: string;
  hostUserAgent: string;
  runsPerFormFactor: number;
  /** Lighthouse's machine speed estimate over all runs; a low one explains slow figures. */
  medianBenchmarkIndex: number;
  goals: typeof LIGHTHOUSE_GOALS;
  templates: TemplateLighthouseFigures[];
  vanilla?: {
    name: string;
    route: string;
    docPages: number;
    buildSeconds?: number;
    mobile: MedianFigures;
    desktop: MedianFigures;
  };
};

/**
 * Audits each template of the build (and, with `vanilla`, the vanilla
 * site's doc page) with Lighthouse, both served gzipped.
 */
async function measureLighthouseFigures(options: BenchOptions): Promise<LighthouseResults> {
  // Before any audit: the vanilla build would otherwise compete with them for the CPU.
  const vanilla = options.vanilla ? await vanillaBuild(options.rebuildVanilla) : undefined;
  const servers: RunningServer[] = [];
  try {
    const server = await startStaticServer(buildDir, {gzip: true});
    servers.push(server);
    const targets = LIGHTHOUSE_TEMPLATES.map((template) => ({
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
    const templates = LIGHTHOUSE_TEMPLATES.map((template, index) => {
      const figures = measure.targets[index] as LighthouseMeasure['targets'][number];
      return {
        ...template,
        mobile: figures.mobile,
        desktop: figures.desktop,
        missedGoals: {
          mobile: missedGoals(figures.mobile, 'mobile'),
          desktop: missedGoals(figures.desktop, 'desktop'),
        },
      };
    });
    const vanillaFigures = vanilla ? measure.targets[LIGHTHOUSE_TEMPLATES.length] : undefined;
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
              docPages: VANILLA_SECTIONS * VANILLA_PAGES_PER_SECTION,
              buildSeconds: vanilla.seconds,
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

function printLighthouse(results: LighthouseResults): void {
  const goals = LIGHTHOUSE_GOALS;
  console.log(
    `\n== Lighthouse ${results.lighthouseVersion}, median of ${results.runsPerFormFactor} runs, served gzipped (mobile: default, simulated throttling; desktop: desktop preset) ==`,
  );
  console.log(
    `goals (printed, not asserted): performance ≥ ${goals.minPerformance.mobile} mobile and ≥ ${goals.minPerformance.desktop} desktop, CLS ≤ ${goals.maxCls}, accessibility ${goals.accessibility}`,
  );
  console.log(
    'template                   form     perf  a11y   TBT ms    CLS   LCP ms   FCP ms  goals',
  );
  const row = (name: string, formFactor: FormFactor, figures: MedianFigures, verdict: string) =>
    console.log(
      `${name.padEnd(26)} ${formFactor.padEnd(8)} ${String(figures.performance).padStart(4)}  ${String(figures.accessibility).padStart(4)}  ${figures.tbtMs.toFixed(0).padStart(7)}  ${figures.cls.toFixed(3).padStart(5)}  ${figures.lcpMs.toFixed(0).padStart(7)}  ${figures.fcpMs.toFixed(0).padStart(7)}  ${verdict}`,
    );
  for (const template of results.templates) {
    for (const formFactor of FORM_FACTORS) {
      const missed = template.missedGoals[formFactor];
      row(
        formFactor === 'mobile' ? template.name : '',
        formFactor,
        template[formFactor],
        missed.length === 0 ? 'ok' : `MISSED: ${missed.join(', ')}`,
      );
    }
  }
  const vanilla = results.vanilla;
  if (vanilla) {
    for (const formFactor of FORM_FACTORS) {
      row(
        formFactor === 'mobile' ? vanilla.name : '',
        formFactor,
        vanilla[formFactor],
        '(comparison only)',
      );
    }
    const guide = results.templates.find((template) => template.route === GUIDE_PAGE_ROUTE);
    if (guide) {
      const comparisons = FORM_FACTORS.map((formFactor) => {
        const verdict = compareTbt(guide[formFactor].tbtMs, vanilla[formFactor].tbtMs);
        return `${formFactor} ${guide[formFactor].tbtMs.toFixed(0)} ms vs ${vanilla[formFactor].tbtMs.toFixed(0)} ms, ${verdict}${verdict === 'below' ? ' ok' : verdict === 'above' ? ' MISSED' : ''}`;
      });
      console.log(
        `TBT of ${guide.name} against the vanilla template (goal: below): ${comparisons.join('; ')}`,
      );
    }
    console.log(
      `vanilla site: ${vanilla.docPages} doc pages, ${vanilla.buildSeconds === undefined ? 'build reused (--rebuild-vanilla to rebuild)' : `built in ${vanilla.buildSeconds.toFixed(0)} s`}`,
    );
  } else {
    console.log('vanilla comparison: not run (add --vanilla)');
  }
  console.log(
    `machine speed: Lighthouse BenchmarkIndex median ${results.medianBenchmarkIndex.toFixed(0)} (lower means a busier or slower machine, and slower figures)`,
  );
}

/** Writes `.bench/results.json`; `merge` keeps the keys of the previous file that `results` does not replace. */
function writeResults(results: Record<string, unknown>, {merge}: {merge: boolean}): void {
  const file = path.join(siteDir, '.bench/results.json');
  mkdirSync(path.dirname(file), {recursive: true});
  const previous =
    merge && existsSync(file)
      ? (JSON.parse(readFileSync(file, 'utf8')) as Record<string, unknown>)
      : {};
  writeFileSync(file, JSON.stringify({...previous, ...results}, null, 2));
}

async function main(): Promise<void> {
  const options = parseOptions(process.argv.slice(2));
  if (!options.build && !existsSync(path.join(buildDir, 'index.html'))) {
    throw new Error(`no build in ${buildDir}: run npm run build, or set DOCS_BUILD_DIR`);
  }
  if (options.lighthouseOnly) {
    const lighthouse = await measureLighthouseFigures(options);
    printLighthouse(lighthouse);
    // The other measures of the previous run stay, so one file still holds them all.
    writeResults({lighthouse}, {merge: true});
    return;
  }
  const build = options.build ? await measureBuild() : undefined;
  const {pages, search, relevance, apiConsole} = await measurePages();
  // The per-question passages are for the test's messages; the bench keeps the figures.
  const {results, ...retrieval} = await evaluateRetrieval(buildDir);
  void results;
  const mcp = await measureMcpTools(siteDir, buildDir);
  // After the other measures, whose browser is closed by then: one Chromium at a time.
  const lighthouse = options.lighthouse ? await measureLighthouseFigures(options) : undefined;

  console.log('\n== Production build ==');
  if (build) {
    console.log(
      `wall time      ${build.seconds.toFixed(1)} s   (budget ${BUILD_BUDGET_SECONDS} s)  ${build.seconds <= BUILD_BUDGET_SECONDS ? 'ok' : 'OVER'}`,
    );
    console.log(
      `peak memory    ${(build.peakBytes / 1024 ** 3).toFixed(2)} GB   (budget 3 GB) ${build.peakBytes <= 3 * 1024 ** 3 ? 'ok' : 'OVER'}`,
    );
    const index = build.searchIndex;
    console.log(
      index
        ? `search index   ${index.seconds.toFixed(1)} s for ${index.pages} pages (reading with Pagefind alongside ${index.readAndIndexSeconds.toFixed(1)} s, adapting ${index.adaptSeconds.toFixed(1)} s; budget 10 s) ${index.seconds <= 10 ? 'ok' : 'OVER'}`
        : 'search index   not found in the build log',
    );
    console.log(
      build.machineDocsSeconds === undefined
        ? 'machine docs   not found in the build log'
        : `machine docs   ${build.machineDocsSeconds.toFixed(1)} s (Markdown twins, llms.txt, llms-full.txt; no budget)`,
    );
    const cards = build.socialCards;
    console.log(
      cards
        ? `social cards   ${cards.seconds.toFixed(1)} s for ${cards.cards} cards, ${cards.drawn} drawn (cold build, beside the search index and the twins; budget 15 s) ${cards.seconds <= 15 ? 'ok' : 'OVER'}`
        : 'social cards   not found in the build log',
    );
  } else {
    console.log('skipped (--no-build)');
  }
  console.log('\n== First load, gzipped ==');
  console.log('template                   JS          CSS        deferred JS  budget');
  for (const page of pages) {
    const verdict = page.jsBudgetKB
      ? `${page.jsBudgetKB} KB JS ${page.jsGzipBytes <= page.jsBudgetKB * 1024 ? 'ok' : 'OVER'}`
      : '';
    console.log(
      `${page.name.padEnd(26)} ${kb(page.jsGzipBytes).padEnd(11)} ${kb(page.cssGzipBytes).padEnd(10)} ${kb(page.deferredJsGzipBytes).padEnd(12)} ${verdict}`,
    );
  }
  const verdict = (ok: boolean) => (ok ? 'ok' : 'OVER');
  console.log(
    `REST API console, on opening: ${kb(apiConsole.codeGzipBytes)} of code (JS ${kb(apiConsole.jsGzipBytes)}, CSS ${kb(apiConsole.cssGzipBytes)}; budget ${API_CONSOLE_BUDGET_KB} KB) ${verdict(apiConsole.codeGzipBytes <= API_CONSOLE_BUDGET_KB * 1024)}, plus ${kb(apiConsole.dataGzipBytes)} of data (${API_CONSOLE_ROUTE})`,
  );
  console.log(`\n== Search (${search.latency.count} queries) ==`);
  console.log(
    `first query    ${kb(search.firstQuery.bytes).padEnd(10)} (budget ${SEARCH_BUDGETS.firstQueryKB} KB) ${verdict(search.firstQuery.bytes <= SEARCH_BUDGETS.firstQueryKB * 1024)}  ${search.firstQuery.files.length} files for "${search.firstQuery.query}"`,
  );
  console.log(
    `later queries  median ${kb(search.laterQueries.medianBytes)} (budget ${SEARCH_BUDGETS.laterMedianKB} KB) ${verdict(search.laterQueries.medianBytes <= SEARCH_BUDGETS.laterMedianKB * 1024)}, p90 ${kb(search.laterQueries.p90Bytes)}, ${search.laterQueries.over20KB} of ${search.laterQueries.count} over 20 KB, largest ${kb(search.laterQueries.maxBytes)} for "${search.laterQueries.maxQuery}" (budget ${SEARCH_BUDGETS.laterMaxKB} KB) ${verdict(search.laterQueries.maxBytes <= SEARCH_BUDGETS.laterMaxKB * 1024)}`,
  );
  console.log(
    `first typo     ${kb(search.firstTypoQuery.bytes).padEnd(10)} (budget ${SEARCH_BUDGETS.firstQueryKB} KB) ${verdict(search.firstTypoQuery.bytes <= SEARCH_BUDGETS.firstQueryKB * 1024)}  ${search.firstTypoQuery.files.length} files for "${search.firstTypoQuery.query}", the first query being a typo`,
  );
  for (const cost of search.laterQueries.overBudget) {
    console.log(
      `  over budget  ${kb(cost.bytes).padEnd(9)} "${cost.query}" (word chunks ${kb(cost.chunkBytes)}, result parts ${kb(cost.partBytes)}, other ${cost.files.filter((file) => !file.includes('/pagefind/')).join(', ') || 'none'})`,
    );
  }
  console.log(
    `latency        median ${search.latency.medianMs.toFixed(1)} ms (budget ${SEARCH_BUDGETS.medianMs}) ${verdict(search.latency.medianMs < SEARCH_BUDGETS.medianMs)}, p95 ${search.latency.p95Ms.toFixed(1)} ms (budget ${SEARCH_BUDGETS.p95Ms}) ${verdict(search.latency.p95Ms < SEARCH_BUDGETS.p95Ms)}, max ${search.latency.maxMs.toFixed(1)} ms`,
  );

  console.log(
    '\n== Relevance: expected page among the first three the modal lists (precision: nothing listed) ==',
  );
  for (const figure of relevance) {
    const label = figure.half === 'whole' ? figure.list : `${figure.list}, ${figure.half}`;
    const goal = relevanceGoal(figure);
    console.log(
      `${label.padEnd(24)} ${(figure.rate * 100).toFixed(1)}% of ${figure.queries}${goal === undefined ? '' : ` (goal ${goal * 100}%) ${verdict(figure.rate >= goal)}`}`,
    );
  }

  console.log('\n== Ask AI retrieval (no model) ==');
  console.log(
    `recall         ${(retrieval.recall * 100).toFixed(1)}% of ${retrieval.questions} questions (goal 95%) ${verdict(retrieval.recall >= 0.95)}; passages ${retrieval.meanPassages.toFixed(1)} on average (at most ${retrieval.maxPassages}), ~${Math.round(retrieval.meanTokens)} tokens (at most ${retrieval.maxTokens}); ${(retrieval.onTopic * 100).toFixed(0)}% of passages from an expected page; ${retrieval.medianMilliseconds.toFixed(1)} ms median in Node`,
  );
  for (const miss of retrieval.misses) console.log(`  missed       ${miss}`);

  console.log('\n== Docs MCP server (stdio) ==');
  console.log(
    `start          ${mcp.startMs.toFixed(0)} ms to answer initialize (npm, tsx and the server)`,
  );
  console.log('tool                  calls  median     p95        output median  max');
  for (const tool of mcp.tools) {
    console.log(
      `${tool.tool.padEnd(21)} ${String(tool.calls).padEnd(6)} ${`${tool.medianMs.toFixed(1)} ms`.padEnd(10)} ${`${tool.p95Ms.toFixed(1)} ms`.padEnd(10)} ${`${tool.medianChars} chars`.padEnd(14)} ${tool.maxChars} chars`,
    );
  }

  if (lighthouse) {
    printLighthouse(lighthouse);
  } else {
    console.log('\n== Lighthouse ==\nskipped (--no-lighthouse)');
  }

  writeResults(
    {
      measuredAt: new Date().toISOString(),
      build,
      pages,
      search,
      apiConsole,
      relevance,
      retrieval,
      mcp,
      lighthouse,
    },
    {merge: false},
  );
}

await main();
