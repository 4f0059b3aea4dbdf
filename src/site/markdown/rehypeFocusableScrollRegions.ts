import type {Element, Root} from 'hast';
import {hasClass, isElement, type Parent} from './hastTree';

/**
 * Whether the element scrolls sideways when it is wider than the page: a
 * Markdown table (Infima gives tables `overflow: auto`) or display maths
 * (custom.css gives `.katex-display` `overflow-x: auto`).
 */
function scrollsSideways(node: Element): boolean {
  return node.tagName === 'table' || (node.tagName === 'span' && hasClass(node, 'katex-display'));
}

function makeFocusable(node: Parent): void {
  for (const child of node.children ?? []) {
    if (isElement(child) && scrollsSideways(child)) {
      child.properties.tabIndex = 0;
    } else {
      makeFocusable(child as Parent);
    }
  }
}

/**
 * Puts tables and display maths in the tab order. On a narrow screen they
 * scroll sideways, and a keyboard user can scroll a region with the arrow
 * keys only once it has focus. Docusaurus does the same for code blocks.
 */
export default function rehypeFocusableScrollRegions(): (tree: Root) => void {
  return (tree) => makeFocusable(tree);
}
