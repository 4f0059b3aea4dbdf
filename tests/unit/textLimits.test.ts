import {describe, expect, it} from 'vitest';
import {fenceAfter} from '../../src/mcp/markdownFences';
import {capMarkdown, oneLine} from '../../src/mcp/textLimits';

/** Whether `text` holds half of a surrogate pair, which no client can show. */
function hasLoneSurrogate(text: string): boolean {
  return /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/.test(text);
}

describe('the MCP tools’ text limits', () => {
  it('close a cut code block with its own fence, however long', () => {
    const fence = '`'.repeat(10);
    const markdown = `Intro.\n\n${fence}ts\n${'const line = 1;\n'.repeat(400)}${fence}\n\nAfter.`;
    const capped = capMarkdown(markdown, 2_000);
    expect(capped.length).toBeLessThanOrEqual(2_000);
    const open = capped
      .split('\n')
      .reduce<string | undefined>((fenceOpen, line) => fenceAfter(line, fenceOpen), undefined);
    expect(open).toBeUndefined();
  });

  it('never cut a character in two', () => {
    // Each emoji is two UTF-16 units: every limit lands on a pair's middle once.
    const emoji = '😀'.repeat(800);
    for (const limit of [1_000, 1_001]) {
      expect(hasLoneSurrogate(capMarkdown(emoji, limit)), String(limit)).toBe(false);
      expect(hasLoneSurrogate(oneLine(`a${emoji}`, limit)), String(limit)).toBe(false);
    }
    expect(oneLine('a😀😀', 3)).toBe('a…');
  });
});
