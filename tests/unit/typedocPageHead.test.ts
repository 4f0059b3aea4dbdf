import {load as readYaml} from 'js-yaml';
import {describe, expect, it} from 'vitest';
import {
  frontMatter,
  plainHeading,
  summaryText,
} from '../../src/site/references/typedocPageHead.mjs';

describe("the reference pages' titles and descriptions", () => {
  it('read a heading as the reader sees it, without its Markdown escapes', () => {
    expect(plainHeading('Type Alias: AssetRef\\<T\\>')).toBe('Type Alias: AssetRef<T>');
    expect(plainHeading('Variable: pointer\\_locked\\_orbital ')).toBe(
      'Variable: pointer_locked_orbital',
    );
    expect(plainHeading('Class: Livelink')).toBe('Class: Livelink');
  });

  it('take the first paragraph of a summary as plain text', () => {
    expect(
      summaryText([
        {kind: 'text', text: 'Starts a\nsession with '},
        {kind: 'code', text: '`Livelink.start`'},
        {kind: 'text', text: '.\n\nA second paragraph.'},
      ]),
    ).toBe('Starts a session with Livelink.start.');
    expect(summaryText([])).toBe('');
  });

  it('write front matter any title or description survives', () => {
    const tricky = {title: 'Type Alias: AssetRef<T>', description: 'Says "hi": a # b\n- c \\ d'};
    const yaml = frontMatter(tricky);
    expect(yaml.startsWith('---\n')).toBe(true);
    expect(readYaml(yaml.slice(4, yaml.indexOf('\n---\n', 4)))).toEqual(tricky);
  });
});
