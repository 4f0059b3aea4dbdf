import {builtSearchIndex} from '../src/mcp/builtSearchIndex.ts';
import {SITE_SEARCH_CONTEXT} from '../src/mcp/searchDocs.ts';
import {searchPagefind} from '../src/plugins/search/engine/pagefindEngine.ts';
import {keywordQueries} from '../tests/e2e/relevance/keywordQueries.ts';
import {readerQuestions} from '../tests/e2e/relevance/readerQuestions.ts';
const source = builtSearchIndex('build');
await searchPagefind('scene', SITE_SEARCH_CONTEXT, 5, source);
const qs = [...keywordQueries, ...readerQuestions].map((e) => e.query);
const times: [number, string][] = [];
for (const q of qs) {
  const t = performance.now();
  await searchPagefind(q, SITE_SEARCH_CONTEXT, 5, source);
  times.push([performance.now() - t, q]);
}
times.sort((a, b) => b[0] - a[0]);
const sorted = times.map((t) => t[0]).sort((a, b) => a - b);
console.log(
  'median',
  sorted[Math.floor(sorted.length / 2)].toFixed(1),
  'p95',
  sorted[Math.floor(sorted.length * 0.95)].toFixed(1),
);
console.log(
  times
    .slice(0, 8)
    .map(([t, q]) => `${t.toFixed(0)} ms ${q}`)
    .join('\n'),
);
