import type {Nodes, Root, RootContent} from 'mdast';
import {fromMarkdown} from 'mdast-util-from-markdown';
import {gfmFromMarkdown, gfmToMarkdown} from 'mdast-util-gfm';
import {mdxToMarkdown} from 'mdast-util-mdx';
import type {MdxJsxFlowElement} from 'mdast-util-mdx-jsx';
import {toMarkdown} from 'mdast-util-to-markdown';
import {gfm} from 'micromark-extension-gfm';

/** Raw HTML in the Markdown, as literal text: in MDX it would become live elements. */
function htmlAsText<T extends Nodes>(node: T): T {
  if (node.type === 'html') {
    return {type: 'text', value: node.value} as T;
  }
  if ('children' in node) {
    const children = node.children.map((child) => htmlAsText(child));
    // A block of raw HTML becomes a paragraph of text.
    return {
      ...node,
      children:
        node.type === 'root'
          ? children.map((child) =>
              child.type === 'text' ? {type: 'paragraph', children: [child]} : child,
            )
          : children,
    } as T;
  }
  return node;
}

/**
 * Markdown (with tables) parsed into nodes, so it can be written back out as
 * MDX. Raw HTML is kept as the text it is.
 */
export function markdownNodes(markdown: string): RootContent[] {
  return htmlAsText(
    fromMarkdown(markdown, {extensions: [gfm()], mdastExtensions: [gfmFromMarkdown()]}),
  ).children;
}

/** A JSX element for MDX, with string attributes. */
export function jsxElement(
  name: string,
  attributes: Record<string, string>,
  children: MdxJsxFlowElement['children'] = [],
): MdxJsxFlowElement {
  return {
    type: 'mdxJsxFlowElement',
    name,
    attributes: Object.entries(attributes).map(([attribute, value]) => ({
      type: 'mdxJsxAttribute',
      name: attribute,
      value,
    })),
    children,
  };
}

/**
 * Writes nodes out as MDX: text from the OpenAPI file gets its `{` and `<`
 * escaped, so a description can never turn into a JSX expression or tag.
 */
export function toMdx(nodes: RootContent[]): string {
  const root: Root = {type: 'root', children: nodes};
  return toMarkdown(root, {extensions: [gfmToMarkdown(), mdxToMarkdown()]});
}
