import path from 'node:path';
import type {Heading, Root} from 'mdast';
import {fromMarkdown} from 'mdast-util-from-markdown';
import {gfmFromMarkdown} from 'mdast-util-gfm';
import {toString} from 'mdast-util-to-string';
import {gfm} from 'micromark-extension-gfm';
import {VFile} from 'vfile';
import {describe, expect, it} from 'vitest';
import remarkDeprecationNotices from '../../src/site/markdown/remarkDeprecationNotices';

const referencePage = path.resolve('docs/references/livelink.js/classes/Scene.md');

function transform(markdown: string, filePath = referencePage): Root {
  const tree = fromMarkdown(markdown, {extensions: [gfm()], mdastExtensions: [gfmFromMarkdown()]});
  remarkDeprecationNotices()(tree, new VFile({path: filePath, value: markdown}));
  return tree;
}

const PAGE = [
  '# Class: Scene',
  '## Methods',
  '### find()',
  'Finds.',
  '***',
  '### ~~findOld()~~',
  '```ts\nfindOld(): void;\n```',
  '#### Returns',
  '`void`',
  '#### Deprecated',
  'Use [find](#find) instead.',
  '***',
  '### ~~findOlder()~~',
  '#### Deprecated',
  '***',
  '### ~~findOld()~~',
  '#### Deprecated',
].join('\n\n');

describe('remarkDeprecationNotices', () => {
  it('badges a deprecated member and moves its note under its heading', () => {
    const tree = transform(PAGE);
    const types = tree.children.map((node) =>
      node.type === 'heading' ? `h${node.depth} ${toString(node)}` : node.type,
    );
    expect(types).toEqual([
      'h1 Class: Scene',
      'h2 Methods',
      'h3 find()',
      'paragraph',
      'thematicBreak',
      'h3 findOld() Deprecated',
      'blockquote',
      'code',
      'h4 Returns',
      'paragraph',
      'thematicBreak',
      'h3 findOlder() Deprecated',
      'blockquote',
      'thematicBreak',
      'h3 findOld() Deprecated',
      'blockquote',
    ]);
    const notes = tree.children
      .filter((node) => node.type === 'blockquote')
      .map((node) => toString(node));
    expect(notes).toEqual([
      'Deprecated: Use find instead.',
      'Deprecated: @3dverse/livelink gives no replacement.',
      'Deprecated: @3dverse/livelink gives no replacement.',
    ]);
  });

  it('keeps the ids the headings had without their badges, repeats counted', () => {
    const ids = transform(PAGE)
      .children.filter((node): node is Heading => node.type === 'heading')
      .map((heading) => heading.data?.hProperties?.id);
    expect(ids).toEqual([
      'class-scene',
      'methods',
      'find',
      'findold',
      'returns',
      'findolder',
      'findold-1',
    ]);
  });

  it('leaves written pages alone', () => {
    const tree = transform(PAGE, path.resolve('docs/core-concepts/scene-model.mdx'));
    expect(tree.children.some((node) => node.type === 'blockquote')).toBe(false);
  });

  it('stops when a struck-through name has no note, since TypeDoc’s output has changed', () => {
    expect(() => transform('# Class: Scene\n\n### ~~findOld()~~\n\nText.')).toThrow(
      /struck through as deprecated, but the page has no "Deprecated" heading/,
    );
  });
});
