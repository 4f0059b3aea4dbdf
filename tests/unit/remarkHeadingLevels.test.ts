import {describe, expect, it} from 'vitest';
import {fromMarkdown} from 'mdast-util-from-markdown';
import type {Heading} from 'mdast';
import remarkHeadingLevels from '../../src/site/markdown/remarkHeadingLevels';

function levelsAfter(markdown: string): number[] {
  const tree = fromMarkdown(markdown);
  remarkHeadingLevels()(tree);
  return tree.children
    .filter((node): node is Heading => node.type === 'heading')
    .map((node) => node.depth);
}

describe('remarkHeadingLevels', () => {
  it('raises a heading that skips a level to the next level down', () => {
    // A class page: its title, then a doc comment whose sections start at ###.
    expect(
      levelsAfter(
        '# Class\n\n### Lifecycle\n\n### Devices\n\n## Properties\n\n### scene\n\n##### Returns',
      ),
    ).toEqual([1, 2, 2, 2, 3, 4]);
  });

  it('takes the front matter title as level 1 and leaves pages without gaps alone', () => {
    expect(levelsAfter('#### First\n\ntext')).toEqual([2]);
    expect(levelsAfter('## A\n\n### B\n\n#### C\n\n## D')).toEqual([2, 3, 4, 2]);
  });
});
