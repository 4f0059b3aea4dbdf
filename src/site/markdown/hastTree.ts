import type {Element} from 'hast';

/** Anything in a page's tree that may hold elements (the root, elements, MDX components). */
export type Parent = {children?: unknown[]};

/** Whether a node of a page's tree is an HTML element. */
export function isElement(node: unknown): node is Element {
  return (node as {type?: unknown}).type === 'element';
}

/** Whether an element carries the class `name`. */
export function hasClass(node: Element, name: string): boolean {
  const className = node.properties.className;
  return Array.isArray(className) && className.map(String).includes(name);
}
