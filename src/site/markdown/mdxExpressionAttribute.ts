import type {Expression} from 'estree';
import type {MdxJsxAttribute} from 'mdast-util-mdx-jsx';

/**
 * A JSX attribute whose value is an expression (`name={…}`), as a rehype
 * plugin hands it to MDX: MDX compiles the estree; `source` is the same
 * expression as text, for tools that print the tree.
 */
export function mdxExpressionAttribute(
  name: string,
  expression: Expression,
  source: string,
): MdxJsxAttribute {
  return {
    type: 'mdxJsxAttribute',
    name,
    value: {
      type: 'mdxJsxAttributeValueExpression',
      value: source,
      data: {
        estree: {
          type: 'Program',
          sourceType: 'module',
          body: [{type: 'ExpressionStatement', expression}],
        },
      },
    },
  };
}
