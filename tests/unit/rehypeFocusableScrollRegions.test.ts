import {describe, expect, it} from 'vitest';
import type {Element, ElementContent, Root} from 'hast';
import rehypeFocusableScrollRegions from '../../src/site/markdown/rehypeFocusableScrollRegions';

function element(tagName: string, className: string[], children: ElementContent[] = []): Element {
  return {type: 'element', tagName, properties: {className}, children};
}

describe('rehypeFocusableScrollRegions', () => {
  it('puts tables and display maths in the tab order, wherever they are nested', () => {
    const table = element('table', []);
    const displayMaths = element('span', ['katex-display']);
    const inlineMaths = element('span', ['katex']);
    const paragraph = element('p', [], [inlineMaths]);
    // Tables inside MDX components (tabs, admonitions) are children of JSX nodes.
    const tab = {type: 'mdxJsxFlowElement', name: 'TabItem', attributes: [], children: [table]};
    const tree = {type: 'root', children: [paragraph, element('div', [], [displayMaths]), tab]};

    rehypeFocusableScrollRegions()(tree as Root);

    expect(table.properties.tabIndex).toBe(0);
    expect(displayMaths.properties.tabIndex).toBe(0);
    expect(inlineMaths.properties.tabIndex).toBeUndefined();
    expect(paragraph.properties.tabIndex).toBeUndefined();
  });
});
