import {
  API_CONSOLE_OPENING_BUDGET_KB,
  SEARCH_BUDGET_KB,
  SEARCH_LATENCY_BUDGET_MS,
} from '../budgets';
import {API_CONSOLE_ROUTE, exceededFirstLoadBudget, type TemplateFirstLoad} from '../firstLoad';
import type {ConsoleOpeningCost} from '../measures/consoleOpeningCost';
import type {SearchStepFigures} from '../search';
import {kilobytes} from '../../src/site/printedUnits';
import {verdict} from './verdict';

/** A template's budget column: what it allows, then the verdict, with what is over. */
function budgetColumn(page: TemplateFirstLoad): string {
  const budget = page.firstLoadBudget;
  if (!budget) {
    return '';
  }
  const allowed = [
    `JS ${budget.js}`,
    ...(budget.css === undefined ? [] : [`CSS ${budget.css}`]),
    ...(budget.fonts === undefined ? [] : [`fonts ${budget.fonts}`]),
  ].join(', ');
  const over = exceededFirstLoadBudget(page, budget);
  return `${allowed} KB ${over.length === 0 ? 'ok' : `OVER: ${over.join(', ')}`}`;
}

/** Prints each template's first load, against its budget, and what opening the API console costs. */
export function printFirstLoad(
  pages: readonly TemplateFirstLoad[],
  apiConsole: ConsoleOpeningCost,
): void {
  console.log('\n== First load, gzipped (budgets count deferred JS with the JS) ==');
  console.log(
    'template                           JS          CSS        deferred JS  fonts       budget',
  );
  for (const page of pages) {
    console.log(
      `${page.name.padEnd(34)} ${kilobytes(page.jsGzipBytes).padEnd(11)} ${kilobytes(page.cssGzipBytes).padEnd(10)} ${kilobytes(page.deferredJsGzipBytes).padEnd(12)} ${kilobytes(page.fontBytes).padEnd(11)} ${budgetColumn(page)}`,
    );
  }
  console.log(
    `REST API console, on opening: ${kilobytes(apiConsole.codeGzipBytes)} of code (JS ${kilobytes(apiConsole.jsGzipBytes)}, CSS ${kilobytes(apiConsole.cssGzipBytes)}; budget ${API_CONSOLE_OPENING_BUDGET_KB} KB) ${verdict(apiConsole.codeGzipBytes <= API_CONSOLE_OPENING_BUDGET_KB * 1024)}, plus ${kilobytes(apiConsole.dataGzipBytes)} of data (${API_CONSOLE_ROUTE})`,
  );
}

/** Prints the bytes each search query fetches and the engine's latency, against their budgets. */
export function printSearch(search: SearchStepFigures): void {
  const within = (bytes: number, budgetKB: number) => verdict(bytes <= budgetKB * 1024);
  const {firstQuery, laterQueries, firstTypoQuery, latency} = search;
  console.log(`\n== Search (${latency.count} queries) ==`);
  console.log(
    `first query    ${kilobytes(firstQuery.bytes).padEnd(10)} (budget ${SEARCH_BUDGET_KB.firstQuery} KB) ${within(firstQuery.bytes, SEARCH_BUDGET_KB.firstQuery)}  ${firstQuery.files.length} files for "${firstQuery.query}"`,
  );
  console.log(
    `later queries  median ${kilobytes(laterQueries.medianBytes)} (budget ${SEARCH_BUDGET_KB.laterMedian} KB) ${within(laterQueries.medianBytes, SEARCH_BUDGET_KB.laterMedian)}, p90 ${kilobytes(laterQueries.p90Bytes)}, ${laterQueries.overMedianBudget} of ${laterQueries.count} over ${SEARCH_BUDGET_KB.laterMedian} KB, largest ${kilobytes(laterQueries.maxBytes)} for "${laterQueries.maxQuery}" (budget ${SEARCH_BUDGET_KB.laterMax} KB) ${within(laterQueries.maxBytes, SEARCH_BUDGET_KB.laterMax)}`,
  );
  console.log(
    `first typo     ${kilobytes(firstTypoQuery.bytes).padEnd(10)} (budget ${SEARCH_BUDGET_KB.firstQuery} KB) ${within(firstTypoQuery.bytes, SEARCH_BUDGET_KB.firstQuery)}  ${firstTypoQuery.files.length} files for "${firstTypoQuery.query}", the first query being a typo`,
  );
  for (const cost of laterQueries.overBudget) {
    console.log(
      `  over budget  ${kilobytes(cost.bytes).padEnd(9)} "${cost.query}" (word chunks ${kilobytes(cost.chunkBytes)}, result parts ${kilobytes(cost.partBytes)}, other ${cost.files.filter((file) => !file.includes('/pagefind/')).join(', ') || 'none'})`,
    );
  }
  console.log(
    `latency        median ${latency.medianMs.toFixed(1)} ms (budget ${SEARCH_LATENCY_BUDGET_MS.median}) ${verdict(latency.medianMs < SEARCH_LATENCY_BUDGET_MS.median)}, p95 ${latency.p95Ms.toFixed(1)} ms (budget ${SEARCH_LATENCY_BUDGET_MS.p95}) ${verdict(latency.p95Ms < SEARCH_LATENCY_BUDGET_MS.p95)}, max ${latency.maxMs.toFixed(1)} ms`,
  );
}
