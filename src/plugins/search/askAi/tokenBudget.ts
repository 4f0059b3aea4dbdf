/**
 * Tokens of passage text Ask AI sends at most. Six full passages (see
 * `PASSAGE_WORDS`) come to about 1,300; the budget holds them with room for
 * passages dense in code, whose tokens are shorter than words.
 */
export const PASSAGE_TOKEN_BUDGET = 2000;

/**
 * A rough count of a text's tokens: one per four characters, the usual
 * measure for English with OpenAI-style tokenisers. The budget needs an
 * upper bound the browser can work out without a tokeniser, not an exact
 * figure.
 */
export function estimateTokens(text: string): number {
  return Math.ceil(text.length / 4);
}

/**
 * The passages, in their order, that fit `budget` tokens together (see
 * `estimateTokens`): one that would overflow it is left out and the next
 * tried; a first passage too long on its own is cut at a word to fit, so
 * that a question always gets one.
 */
export function fitTokenBudget<T extends {text: string}>(
  passages: readonly T[],
  budget = PASSAGE_TOKEN_BUDGET,
): T[] {
  const kept: T[] = [];
  let used = 0;
  for (const passage of passages) {
    const tokens = estimateTokens(passage.text);
    if (used + tokens <= budget) {
      kept.push(passage);
      used += tokens;
    } else if (kept.length === 0) {
      const cut = passage.text.slice(0, budget * 4);
      kept.push({...passage, text: cut.slice(0, Math.max(0, cut.lastIndexOf(' ')))});
      used = budget;
    }
  }
  return kept;
}
