import {describe, expect, it} from 'vitest';
import {extractCodeBlocks, isPartial} from '../support/extractCodeBlocks';

describe('extractCodeBlocks', () => {
  it('returns each fenced block with its language, meta and line', () => {
    const source = [
      '# Title',
      '',
      '```ts title="a.ts" partial',
      'const a = 1;',
      '```',
      '',
      '```bash',
      'npm i',
      '```',
    ].join('\n');
    expect(extractCodeBlocks(source)).toEqual([
      {language: 'ts', meta: 'title="a.ts" partial', code: 'const a = 1;', line: 3},
      {language: 'bash', meta: '', code: 'npm i', line: 7},
    ]);
  });

  it('keeps a fence shown inside a longer fence as part of the outer block', () => {
    const source = ['````md', '```ts', 'x', '```', '````'].join('\n');
    const blocks = extractCodeBlocks(source);
    expect(blocks).toHaveLength(1);
    expect(blocks[0]?.language).toBe('md');
  });

  it('reads blocks indented inside list items or tabs', () => {
    const source = ['- step', '', '  ```tsx', '  const b = <div />;', '  ```'].join('\n');
    expect(extractCodeBlocks(source)[0]?.code).toBe('const b = <div />;');
  });

  it('treats `partial` in the meta as an excerpt marker', () => {
    expect(isPartial({language: 'ts', meta: 'partial', code: '', line: 1})).toBe(true);
    expect(isPartial({language: 'ts', meta: 'title="partial-results.ts"', code: '', line: 1})).toBe(
      false,
    );
  });
});
