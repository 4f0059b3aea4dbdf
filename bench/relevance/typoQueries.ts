import {generatedQueries} from './generatedQueries';
import {keywordQueries} from './keywordQueries';
import {halves, type ExpectedQuery, type QueryList} from './queryList';
import {readerQuestions} from './readerQuestions';

/**
 * Misspelt queries, generated rather than written: a seeded rule takes real
 * queries of the earlier lists and misspells one of their words the way
 * fingers do (a letter dropped, doubled, swapped with the next or replaced),
 * once in a word of 4 to 7 letters and twice in a longer one. Each typo
 * query expects the pages its source query expects. Nobody picks them, so
 * nobody can pick the easy ones; change the seed or the rule, never an entry.
 */

/** The seed of the generator: a new seed is a new list, measured anew. */
const SEED = 0x3d7e45e;

/** Typo queries generated, before the list is cut in halves. */
const COUNT = 64;

/*
 * The lengths below are the list's own, not imported from the engine's
 * typo rules, though they match them today: the list is a fixed measure,
 * and a change to the engine must not change the queries it is measured on.
 */

/** Words shorter than this are never misspelt (no engine corrects them). */
const SHORTEST_WORD = 4;

/** From this length on, a word gets two typos. */
const TWO_TYPOS_FROM = 8;

const LETTERS = 'abcdefghijklmnopqrstuvwxyz';

/** A small deterministic generator (mulberry32), so the list is the same on every machine. */
function random(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let value = state;
    value = Math.imul(value ^ (value >>> 15), value | 1);
    value ^= value + Math.imul(value ^ (value >>> 7), value | 61);
    return ((value ^ (value >>> 14)) >>> 0) / 4294967296;
  };
}

type Edit = 'drop' | 'double' | 'swap' | 'replace';
const EDITS: readonly Edit[] = ['drop', 'double', 'swap', 'replace'];

/** One typo in `word` at a random place, never the word itself. */
function misspell(word: string, next: () => number): string {
  for (;;) {
    const edit = EDITS[Math.floor(next() * EDITS.length)] ?? 'drop';
    const at = Math.floor(next() * word.length);
    let typo = word;
    if (edit === 'drop') typo = word.slice(0, at) + word.slice(at + 1);
    else if (edit === 'double') typo = word.slice(0, at + 1) + word.slice(at);
    else if (edit === 'swap' && at + 1 < word.length)
      typo = word.slice(0, at) + (word[at + 1] ?? '') + (word[at] ?? '') + word.slice(at + 2);
    else if (edit === 'replace')
      typo = word.slice(0, at) + (LETTERS[Math.floor(next() * 26)] ?? 'a') + word.slice(at + 1);
    if (typo !== word) return typo;
  }
}

/** The query with one of its words of at least `SHORTEST_WORD` letters misspelt, or nothing when it has none. */
function typoQuery(entry: ExpectedQuery, next: () => number): ExpectedQuery | undefined {
  const words = entry.query.split(' ');
  const candidates = words
    .map((word, index) => ({word, index}))
    .filter(({word}) => /^[A-Za-z]+$/.test(word) && word.length >= SHORTEST_WORD);
  const chosen = candidates[Math.floor(next() * candidates.length)];
  if (!chosen) return undefined;
  let typo = misspell(chosen.word, next);
  if (chosen.word.length >= TWO_TYPOS_FROM) typo = misspell(typo, next);
  const query = words.map((word, index) => (index === chosen.index ? typo : word)).join(' ');
  return {query, expected: entry.expected};
}

/**
 * The typo queries, after the references are generated: the earlier lists'
 * queries in a seeded order, each misspelt once (see `typoQuery`), until
 * `COUNT` are made, cut in halves.
 */
export function typoQueries(): QueryList<ExpectedQuery> {
  const next = random(SEED);
  const sources: ExpectedQuery[] = [
    ...keywordQueries,
    ...readerQuestions,
    ...generatedQueries().sort((a, b) => a.query.localeCompare(b.query)),
  ];
  // A seeded shuffle (Fisher–Yates), so the list mixes names, keywords and questions.
  for (let index = sources.length - 1; index > 0; index -= 1) {
    const other = Math.floor(next() * (index + 1));
    [sources[index], sources[other]] = [
      sources[other] as ExpectedQuery,
      sources[index] as ExpectedQuery,
    ];
  }
  const made: ExpectedQuery[] = [];
  const seen = new Set<string>();
  for (const source of sources) {
    if (made.length === COUNT) break;
    const typo = typoQuery(source, next);
    if (!typo || seen.has(typo.query.toLowerCase())) continue;
    seen.add(typo.query.toLowerCase());
    made.push(typo);
  }
  return halves(made);
}
