import type {Browser} from 'playwright-core';
import type {FirstLoadBudget} from './budgets';
import {measureConsoleOpening, type ConsoleOpeningCost} from './measures/consoleOpeningCost';
import {measureFirstLoad, type FirstLoad} from './measures/firstLoadAssets';
import {pageTemplates, type PageTemplate} from './templates';

/** A template's first load, with the template it measured. */
export type TemplateFirstLoad = FirstLoad & PageTemplate;

/** A first load in the units of a budget: KB of JavaScript, CSS and fonts. */
export type FirstLoadKB = Record<keyof FirstLoadBudget, number>;

/**
 * A first load in KB, as budgets count it: the JavaScript includes the
 * scripts loaded after hydration, since a reader's device parses them all
 * before the page is fully usable.
 */
export function firstLoadKB(load: FirstLoad): FirstLoadKB {
  return {
    js: (load.jsGzipBytes + load.deferredJsGzipBytes) / 1024,
    css: load.cssGzipBytes / 1024,
    fonts: load.fontBytes / 1024,
  };
}

/** The parts of `budget` that `load` exceeds, each as "js 231.0 KB > 230 KB"; none when it keeps to it. */
export function exceededFirstLoadBudget(load: FirstLoad, budget: FirstLoadBudget): string[] {
  const measured = firstLoadKB(load);
  return (['js', 'css', 'fonts'] as const).flatMap((kind) => {
    const allowed = budget[kind];
    return allowed !== undefined && measured[kind] > allowed
      ? [`${kind} ${measured[kind].toFixed(1)} KB > ${allowed} KB`]
      : [];
  });
}

/** Opens every page template of the served build in a fresh context and measures its first load. */
export async function measureTemplatesFirstLoad(
  browser: Browser,
  baseURL: string,
  buildDir: string,
): Promise<TemplateFirstLoad[]> {
  const loads: TemplateFirstLoad[] = [];
  for (const template of pageTemplates) {
    const context = await browser.newContext({baseURL});
    try {
      const load = await measureFirstLoad(await context.newPage(), buildDir, template.route);
      loads.push({...template, ...load});
    } finally {
      await context.close();
    }
  }
  return loads;
}

/** The operation page whose REST API console the bench opens. */
export const API_CONSOLE_ROUTE = '/references/api/create-folder';

/** What opening the REST API console costs on {@link API_CONSOLE_ROUTE}, beyond the page's first load. */
export async function measureApiConsoleOpening(
  browser: Browser,
  baseURL: string,
  buildDir: string,
): Promise<ConsoleOpeningCost> {
  const context = await browser.newContext({baseURL});
  try {
    return await measureConsoleOpening(await context.newPage(), buildDir, API_CONSOLE_ROUTE);
  } finally {
    await context.close();
  }
}
