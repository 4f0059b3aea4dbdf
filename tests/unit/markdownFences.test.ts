import {describe, expect, it} from 'vitest';
import {fenceAfter, fencedLines} from '../../src/mcp/markdownFences';

describe('fenced code in the Markdown twins', () => {
  it('marks the lines of each block, fences included, and closes a fence only on its own kind', () => {
    const lines = [
      'text',
      '````md',
      '```',
      'still code',
      '````',
      '~~~',
      '| row |',
      '~~~ not closing',
      '~~~',
      '',
    ];
    expect(fencedLines(lines)).toEqual([
      false,
      true,
      true,
      true,
      true,
      true,
      true,
      true,
      true,
      false,
    ]);
  });

  it('leaves a fence open at the end of a cut text, for the cutter to close', () => {
    expect(
      ['```ts', 'const a = 1;'].reduce<string | undefined>(
        (open, line) => fenceAfter(line, open),
        undefined,
      ),
    ).toBe('```');
  });
});
