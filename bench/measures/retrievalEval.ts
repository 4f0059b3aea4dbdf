import type {Passage} from '../../src/plugins/search/askAi/askAi';
import {retrievePagefindPassages} from '../../src/plugins/search/askAi/retrievePassages';
import {estimateTokens} from '../../src/plugins/search/askAi/tokenBudget';
import {builtSearchIndex} from '../../src/mcp/builtSearchIndex';
import {askAiQuestions} from '../relevance/askAiQuestions';
import {median} from './statistics';
import {SITE_SEARCH_CONTEXT} from '../../src/plugins/search/engine/siteSearchContext';

/** What Ask AI's retrieval sent for one question of the evaluation. */
export type RetrievedQuestion = {
  question: string;
  expected: readonly string[];
  passages: Passage[];
  /** Whether a passage comes from one of the expected pages. */
  hit: boolean;
  tokens: number;
  milliseconds: number;
};

/** The evaluation's figures: recall over the questions, and what was sent. */
export type RetrievalFigures = {
  questions: number;
  recall: number;
  misses: string[];
  meanPassages: number;
  maxPassages: number;
  meanTokens: number;
  maxTokens: number;
  /** Share of the passages sent that come from an expected page. */
  onTopic: number;
  medianMilliseconds: number;
  results: RetrievedQuestion[];
};

/** A passage's page: its address without the section anchor. */
function pageOf(url: string): string {
  return url.replace(/#.*$/, '');
}

/**
 * Runs Ask AI's retrieval (`retrievePagefindPassages`, the code the panel
 * runs) for every question of `askAiQuestions` against the search index of
 * the build in `buildDir`, read from disk, without a model. Replaces the
 * global `fetch` while it runs (see `builtSearchIndex`) and restores it.
 */
export async function evaluateRetrieval(buildDir: string): Promise<RetrievalFigures> {
  const originalFetch = globalThis.fetch;
  try {
    const source = builtSearchIndex(buildDir);
    const results: RetrievedQuestion[] = [];
    for (const {question, expected} of askAiQuestions) {
      const started = performance.now();
      const passages = await retrievePagefindPassages(question, SITE_SEARCH_CONTEXT, source);
      const milliseconds = performance.now() - started;
      results.push({
        question,
        expected,
        passages,
        hit: passages.some((passage) => expected.includes(pageOf(passage.url))),
        tokens: passages.reduce((sum, passage) => sum + estimateTokens(passage.text), 0),
        milliseconds,
      });
    }
    const sent = results.flatMap((result) =>
      result.passages.map((passage) => result.expected.includes(pageOf(passage.url))),
    );
    return {
      questions: results.length,
      recall: results.filter((result) => result.hit).length / Math.max(1, results.length),
      misses: results
        .filter((result) => !result.hit)
        .map(
          (result) =>
            `${result.question} → ${result.passages.map((passage) => pageOf(passage.url)).join(', ') || 'nothing'} (expected ${result.expected.join(' or ')})`,
        ),
      meanPassages: sent.length / Math.max(1, results.length),
      maxPassages: Math.max(0, ...results.map((result) => result.passages.length)),
      meanTokens:
        results.reduce((sum, result) => sum + result.tokens, 0) / Math.max(1, results.length),
      maxTokens: Math.max(0, ...results.map((result) => result.tokens)),
      onTopic: sent.filter(Boolean).length / Math.max(1, sent.length),
      // The first question also loads the index; the median leaves it out.
      medianMilliseconds: median(results.slice(1).map((result) => result.milliseconds)),
      results,
    };
  } finally {
    globalThis.fetch = originalFetch;
  }
}
