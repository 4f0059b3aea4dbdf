import {describe, expect, it} from 'vitest';
import {countMermaidFences} from '../../src/plugins/static-diagrams/rehypeStaticDiagrams';
import {brokenPath} from '../../src/plugins/static-diagrams/renderDiagrams';

describe('static diagrams', () => {
  it('finds a drawing whose path data holds something other than commands and numbers', () => {
    const good = '<svg><path d="M1.5,2L3e-2,4 C5 6, 7 8 Z" /></svg>';
    expect(brokenPath({light: good, dark: good})).toBeUndefined();
    expect(
      brokenPath({light: good, dark: '<svg><path d="M10,11.488a1ef84840004,10" /></svg>'}),
    ).toBe('M10,11.488a1ef84840004,10');
  });

  it('counts the mermaid fences of a page, whatever their fence characters', () => {
    expect(countMermaidFences('```mermaid\na-->b\n```\n\n~~~~ mermaid\nx\n~~~~\n```ts\n```')).toBe(
      2,
    );
  });
});
