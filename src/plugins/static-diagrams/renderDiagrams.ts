import {createHash} from 'node:crypto';
import {existsSync, mkdirSync, readFileSync} from 'node:fs';
import path from 'node:path';
import type {Browser, Page} from 'playwright-core';
import {chromiumIdentity} from '../../site/buildCache/chromiumIdentity';
import {launchChromium} from '../../site/chromium';
import {addLabelled} from '../../site/buildCache/labelledHash';
import {removeFilesExcept} from '../../site/files/removeFilesExcept';
import {writeFileAtomically} from '../../site/files/writeFileAtomically';
import {compactSvg} from './compactSvg';
import {scopeDiagramIds} from './scopeDiagramIds';

/** Pages drawing at once: Mermaid's layout is CPU-bound, and builds run on two cores. */
const PAGES = 2;

/** The colour modes a diagram is drawn for, with the Mermaid theme of each (as the dev server uses). */
export const DIAGRAM_THEMES = {light: 'default', dark: 'dark'} as const;

export type ColourMode = keyof typeof DIAGRAM_THEMES;

/** A diagram drawn for both colour modes. */
export type RenderedDiagram = Record<ColourMode, string>;

/** Where and with what Chromium diagrams are drawn. */
export type RendererOptions = {
  /** Mermaid's browser bundle, which draws the diagrams. */
  mermaidScript: string;
  /** Drawn diagrams are kept here by the hash of their source, so a rebuild draws only new ones. */
  cacheDir: string;
  chromiumPath: string;
  chromiumArgs: readonly string[];
  /**
   * The site's code that draws and then reworks a drawing (Mermaid's
   * settings, the ids scoped, the SVG compacted): a change to it redraws.
   */
  drawingCode: readonly string[];
};

/**
 * The key a diagram is cached and identified by: the hash of its source and
 * of the tools that draw it (see `drawingToolsOf`).
 */
export function diagramKey(source: string, drawingTools: string): string {
  return createHash('sha256').update(`${drawingTools}\n${source}`).digest('hex').slice(0, 16);
}

/**
 * What a drawing's key knows of the tools that draw it: the bytes of
 * Mermaid's browser bundle, the Chromium that runs it (its real path, size
 * and time stamp, and its arguments), which measures the text every shape
 * is sized to, since another Chromium can draw the same source otherwise,
 * and the bytes of the site's drawing code.
 */
export function drawingToolsOf(
  options: Pick<RendererOptions, 'mermaidScript' | 'chromiumPath' | 'chromiumArgs' | 'drawingCode'>,
): string {
  const hash = createHash('sha256');
  addLabelled(hash, 'mermaid', readFileSync(options.mermaidScript));
  addLabelled(hash, 'chromium', chromiumIdentity(options.chromiumPath));
  addLabelled(hash, 'chromium arguments', JSON.stringify(options.chromiumArgs));
  for (const file of [...options.drawingCode].sort()) {
    addLabelled(hash, 'drawing code', readFileSync(file));
  }
  return hash.digest('hex').slice(0, 12);
}

/** Characters an SVG path's `d` attribute may hold: commands, numbers, separators. */
const PATH_DATA = /^[MLHVCSQTAZmlhvcsqtaz0-9eE.,+\-\s]*$/;

/** The first `d` attribute of a drawing that is not valid path data, if any. */
export function brokenPath(drawn: RenderedDiagram): string | undefined {
  for (const svg of Object.values(drawn)) {
    for (const match of svg.matchAll(/\sd="([^"]*)"/g)) {
      if (!PATH_DATA.test(match[1] ?? '')) return match[1];
    }
  }
  return undefined;
}

/**
 * Mermaid's settings for every drawing but its theme. Shapes drawn through
 * its rough-sketch library take control points from a random seed, unless
 * one is given: with a fixed seed, a diagram is drawn the same in every
 * build (the points lie on the shapes' straight sides, so nothing moves).
 */
const MERMAID_SETTINGS = {startOnLoad: false, fontFamily: 'arial,sans-serif', handDrawnSeed: 1};

/** The id Mermaid draws a diagram's copy for one colour mode under, which prefixes the drawing's own ids. */
function drawingId(diagramId: string, mode: ColourMode): string {
  return `${diagramId}-${mode}`;
}

/** The copies of a diagram Mermaid draws: one per colour mode, each with its theme and id. */
function drawingsOf(diagramId: string): {mode: ColourMode; theme: string; id: string}[] {
  return (Object.keys(DIAGRAM_THEMES) as ColourMode[]).map((mode) => ({
    mode,
    theme: DIAGRAM_THEMES[mode],
    id: drawingId(diagramId, mode),
  }));
}

/** Thrown for a diagram Mermaid cannot draw; the caller names the file and line. */
export class DiagramError extends Error {}

/**
 * Draws Mermaid diagrams into SVG in headless Chromium, with Mermaid's own
 * browser bundle, once per colour mode. One browser serves every page of a
 * build; `close` ends it (the build's last hook calls it, and an idle timer
 * too, so a build never waits on it).
 */
export function createDiagramRenderer(options: RendererOptions): {
  render: (source: string) => Promise<RenderedDiagram>;
  close: () => Promise<void>;
  /** Removes the cached drawings this renderer was not asked for, so the cache holds the site's diagrams only. */
  forgetUnused: () => void;
  /** How many diagrams this renderer has drawn, the others having come from the cache. */
  drawnCount: () => number;
} {
  const drawingTools = drawingToolsOf(options);
  let browser: Promise<Browser> | undefined;
  let idle: NodeJS.Timeout | undefined;
  let drawing = 0;
  // Pages with Mermaid loaded, reused: loading its 3.5 MB bundle per diagram swamped the browser.
  const freePages: Page[] = [];
  const waiting: ((page: Page) => void)[] = [];
  let pages = 0;
  const close = async () => {
    const open = browser;
    browser = undefined;
    freePages.length = 0;
    pages = 0;
    await (await open)?.close();
  };
  const takePage = async (): Promise<Page> => {
    const free = freePages.pop();
    if (free) return free;
    if (pages >= PAGES) return new Promise((resolve) => waiting.push(resolve));
    pages += 1;
    // Loaded only to draw: every command loads the site's plugins, and one that draws nothing (the
    // REST API pages' generation, a build whose diagrams are all cached) would pay 0.3 s for it.
    browser ??= import('playwright-core').then(({chromium}) =>
      launchChromium(chromium, options.chromiumPath, options.chromiumArgs),
    );
    const page = await (await browser).newPage();
    await page.setContent('<!doctype html><html><body></body></html>');
    await page.addScriptTag({path: options.mermaidScript});
    return page;
  };
  const givePage = (page: Page) => {
    const next = waiting.shift();
    if (next) next(page);
    else freePages.push(page);
  };
  const draw = async (source: string, id: string, attempt = 1): Promise<RenderedDiagram> => {
    const page = await takePage();
    let drawn: RenderedDiagram;
    try {
      drawn = (await page.evaluate(
        `(async ({source, drawings, settings}) => {
          const drawn = {};
          for (const {mode, theme, id} of drawings) {
            window.mermaid.initialize({...settings, theme});
            const {svg} = await window.mermaid.render(id, source);
            drawn[mode] = svg;
          }
          return drawn;
        })(${JSON.stringify({source, drawings: drawingsOf(id), settings: MERMAID_SETTINGS})})`,
      )) as RenderedDiagram;
    } catch (error) {
      givePage(page);
      throw new DiagramError(String(error instanceof Error ? error.message : error));
    }
    // A page that has drawn many diagrams once wrote a path with a stray id
    // inside its numbers. Such a page is dropped, and the diagram drawn again
    // on a fresh one; a drawing that stays broken stops the build.
    const broken = brokenPath(drawn);
    if (broken === undefined) {
      givePage(page);
      return drawn;
    }
    pages -= 1;
    await page.close();
    if (attempt >= 2) {
      throw new DiagramError(`Mermaid drew an invalid SVG path: d="${broken.slice(0, 80)}…"`);
    }
    return draw(source, id, attempt + 1);
  };
  const asked = new Set<string>();
  let drawnCount = 0;
  const render = async (source: string): Promise<RenderedDiagram> => {
    const key = diagramKey(source, drawingTools);
    asked.add(`${key}.json`);
    const cached = path.join(options.cacheDir, `${key}.json`);
    if (existsSync(cached)) return JSON.parse(readFileSync(cached, 'utf8')) as RenderedDiagram;
    clearTimeout(idle);
    drawing += 1;
    drawnCount += 1;
    try {
      const id = `diagram-${key}`;
      const {light, dark} = await draw(source, id);
      const drawn = {
        light: compactSvg(scopeDiagramIds(light, drawingId(id, 'light'))),
        dark: compactSvg(scopeDiagramIds(dark, drawingId(id, 'dark'))),
      };
      mkdirSync(options.cacheDir, {recursive: true});
      // An interrupted build must not leave a half-written drawing for the next one to read.
      writeFileAtomically(cached, JSON.stringify(drawn));
      return drawn;
    } finally {
      drawing -= 1;
      // No browser is left waiting: a build never ends while one is open.
      if (drawing === 0) {
        idle = setTimeout(() => void close(), 5_000);
        idle.unref();
      }
    }
  };
  return {
    render,
    close,
    forgetUnused: () => removeFilesExcept(options.cacheDir, asked),
    drawnCount: () => drawnCount,
  };
}
