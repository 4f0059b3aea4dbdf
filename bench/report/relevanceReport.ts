import {RELEVANCE_GOALS, RETRIEVAL_RECALL_GOAL} from '../budgets';
import type {McpFigures} from '../measures/mcpFigures';
import type {RetrievalFigures} from '../measures/retrievalEval';
import type {SuiteFigure} from '../relevance/relevanceFigures';
import {verdict} from './verdict';
import {percent} from '../../src/site/printedUnits';

/** The goal of one line of the suite's figures, if it has one (see `RELEVANCE_GOALS`). */
function relevanceGoal(figure: SuiteFigure): number | undefined {
  if (figure.list === 'earlier suite') return RELEVANCE_GOALS.earlierSuite;
  if (figure.list === 'precision') return RELEVANCE_GOALS.precision;
  if (figure.half === 'held out') return RELEVANCE_GOALS.heldOut;
  const floors: Record<string, number> = RELEVANCE_GOALS.earlierListFloors;
  return figure.half === 'whole' ? floors[figure.list] : undefined;
}

/** Prints each relevance list's rate, by half where a list has halves, against its goal. */
export function printRelevance(relevance: readonly SuiteFigure[]): void {
  console.log(
    '\n== Relevance: expected page among the first three the modal lists (precision: nothing listed) ==',
  );
  for (const figure of relevance) {
    const label = figure.half === 'whole' ? figure.list : `${figure.list}, ${figure.half}`;
    const goal = relevanceGoal(figure);
    console.log(
      `${label.padEnd(24)} ${percent(figure.rate)} of ${figure.queries}${goal === undefined ? '' : ` (goal ${goal * 100}%) ${verdict(figure.rate >= goal)}`}`,
    );
  }
}

/** The retrieval figures without the per-question passages, which are for the test's messages. */
export type RetrievalSummary = Omit<RetrievalFigures, 'results'>;

/** Prints what Ask AI's retrieval sends, and its recall against the goal. */
export function printRetrieval(retrieval: RetrievalSummary): void {
  console.log('\n== Ask AI retrieval (no model) ==');
  console.log(
    `recall         ${percent(retrieval.recall)} of ${retrieval.questions} questions (goal ${RETRIEVAL_RECALL_GOAL * 100}%) ${verdict(retrieval.recall >= RETRIEVAL_RECALL_GOAL)}; passages ${retrieval.meanPassages.toFixed(1)} on average (at most ${retrieval.maxPassages}), ~${Math.round(retrieval.meanTokens)} tokens (at most ${retrieval.maxTokens}); ${(retrieval.onTopic * 100).toFixed(0)}% of passages from an expected page; ${retrieval.medianMilliseconds.toFixed(1)} ms median in Node`,
  );
  for (const miss of retrieval.misses) console.log(`  missed       ${miss}`);
}

/** Prints the docs MCP server's start and each tool's timings and output sizes (no budgets). */
export function printMcp(mcp: McpFigures): void {
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
}
