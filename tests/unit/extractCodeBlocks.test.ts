import {describe, expect, it} from 'vitest';
import {extractCodeBlocks, isPartial, snippetFileName} from '../support/extractCodeBlocks';

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

describe('snippetFileName', () => {
  const block = (meta: string, line: number, language = 'ts') => ({language, meta, code: '', line});

  it('places a block titled with a unique relative path at that path, in a folder for its page', () => {
    const config = block('title="twin/config.ts"', 10);
    const main = block('title="twin/main.ts"', 40);
    expect(snippetFileName('devlog/post/index.mdx', config, [config, main])).toBe(
      '.doc-snippets/devlog_post_index_mdx/twin/config.ts',
    );
  });

  it('names blocks after their line when the title is missing, repeated or not a TypeScript path', () => {
    const first = block('title="src/App.tsx"', 5, 'tsx');
    const second = block('title="src/App.tsx"', 50, 'tsx');
    const untitled = block('', 70);
    const shell = block('title="../outside.ts"', 90);
    const page = [first, second, untitled, shell];
    expect(snippetFileName('docs/a.mdx', first, page)).toBe('.doc-snippets/docs_a_mdx_L5.tsx');
    expect(snippetFileName('docs/a.mdx', untitled, page)).toBe('.doc-snippets/docs_a_mdx_L70.ts');
    expect(snippetFileName('docs/a.mdx', shell, page)).toBe('.doc-snippets/docs_a_mdx_L90.ts');
  });
});
