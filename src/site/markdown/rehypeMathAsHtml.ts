import type {Element, ElementContent, Root} from 'hast';
import type {ObjectExpression} from 'estree';
import type {MdxJsxTextElementHast} from 'mdast-util-mdx-jsx';
import {toHtml} from 'hast-util-to-html';
import {hasClass, isElement, type Parent} from './hastTree';
import {mdxExpressionAttribute} from './mdxExpressionAttribute';

/** `{__html: html}` as the estree MDX compiles an attribute expression from. */
function innerHtmlExpression(html: string): ObjectExpression {
  return {
    type: 'ObjectExpression',
    properties: [
      {
        type: 'Property',
        kind: 'init',
        method: false,
        shorthand: false,
        computed: false,
        key: {type: 'Identifier', name: '__html'},
        value: {type: 'Literal', value: html, raw: JSON.stringify(html)},
      },
    ],
  };
}

/** `<span className="katex" dangerouslySetInnerHTML={{__html}} />` for one typeset formula. */
function formulaAsHtml(formula: Element): MdxJsxTextElementHast {
  const html = toHtml(formula.children as ElementContent[]);
  return {
    type: 'mdxJsxTextElement',
    name: 'span',
    attributes: [
      {type: 'mdxJsxAttribute', name: 'className', value: 'katex'},
      mdxExpressionAttribute(
        'dangerouslySetInnerHTML',
        innerHtmlExpression(html),
        `{__html: ${JSON.stringify(html)}}`,
      ),
    ],
    children: [],
  };
}

function replaceFormulas(node: Parent): void {
  node.children?.forEach((child, index, children) => {
    if (isElement(child) && hasClass(child, 'katex')) children[index] = formulaAsHtml(child);
    else replaceFormulas(child as Parent);
  });
}

/**
 * Hands each formula KaTeX typeset to React as one string of HTML instead of
 * a tree of elements. A formula is a few dozen nested spans (a devlog post
 * held 958), each of which React would create in the page's JavaScript and
 * walk while hydrating; as inner HTML it is a string React leaves alone, and
 * the page's HTML is the same. Runs after rehype-katex.
 */
export default function rehypeMathAsHtml(): (tree: Root) => void {
  return (tree) => replaceFormulas(tree);
}
