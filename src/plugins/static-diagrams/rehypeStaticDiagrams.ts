import type {Element, Root} from 'hast';
import type {ObjectExpression} from 'estree';
import type {MdxJsxFlowElementHast} from 'mdast-util-mdx-jsx';
import type {VFile} from 'vfile';
import {DiagramError, type RenderedDiagram} from './renderDiagrams';

/** The class of a drawn diagram, and of its copy for each colour mode (see custom.css). */
export const STATIC_DIAGRAM_CLASS = 'static-diagram';

/** Draws one diagram's source for both colour modes. */
export type DrawDiagram = (source: string) => Promise<RenderedDiagram>;

/** A mermaid code fence in a page's source (three or more backticks or tildes). */
const MERMAID_FENCE = /^ {0,3}(?:`{3,}|~{3,})\s*mermaid\b/gm;

/** How many mermaid code fences a page's source holds. */
export function countMermaidFences(source: string): number {
  return source.match(MERMAID_FENCE)?.length ?? 0;
}

function isMermaid(node: Element): boolean {
  return node.tagName === 'mermaid' && typeof node.properties.value === 'string';
}

/**
 * The line of a diagram's code fence in its file. Docusaurus's diagram element
 * keeps no position, so the fence is found by the diagram's whole source.
 */
function lineOf(source: string, node: Element, file: VFile): number | string {
  if (node.position) return node.position.start.line;
  const text = String(file.value);
  const at = text.indexOf(`\n${source.trimEnd()}\n`);
  // The source starts on the line after its fence.
  return at === -1 ? '?' : text.slice(0, at).split('\n').length;
}

/** Mermaid's message without the stack of its minified bundle. */
function messageOf(error: unknown): string {
  const message = error instanceof Error ? error.message : String(error);
  return message
    .split('\n')
    .filter((line) => !/^\s+at /.test(line))
    .join('\n')
    .replace(/^page\.evaluate: (Error: )?/, '');
}

/**
 * The drawn diagram as a JSX element whose content is set as HTML. As JSX
 * children, the SVG's `<style>` element would be hydrated by React 19,
 * which treats style elements as its own and reported a mismatch; as inner
 * HTML, React leaves it alone, and the page's chunk carries one string
 * instead of a tree of element calls.
 */
function drawnElement(drawn: RenderedDiagram): MdxJsxFlowElementHast {
  const html = (['light', 'dark'] as const)
    .map((mode) => `<div class="${STATIC_DIAGRAM_CLASS}__${mode}">${drawn[mode]}</div>`)
    .join('');
  const innerHtml: ObjectExpression = {
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
  return {
    type: 'mdxJsxFlowElement',
    name: 'div',
    attributes: [
      {type: 'mdxJsxAttribute', name: 'className', value: STATIC_DIAGRAM_CLASS},
      {
        type: 'mdxJsxAttribute',
        name: 'dangerouslySetInnerHTML',
        value: {
          type: 'mdxJsxAttributeValueExpression',
          value: `{__html: ${JSON.stringify(html)}}`,
          data: {
            estree: {
              type: 'Program',
              sourceType: 'module',
              body: [{type: 'ExpressionStatement', expression: innerHtml}],
            },
          },
        },
      },
    ],
    children: [],
  };
}

/**
 * Replaces each Mermaid diagram of a page (the `mermaid` element Docusaurus
 * makes of a mermaid code block) with its drawing for both colour modes, as
 * inline SVG: it shows without JavaScript, its text can be selected, and the
 * page needs no diagram library. CSS shows the copy of the current mode. A
 * diagram Mermaid cannot draw fails the build, naming its file and line.
 */
export default function rehypeStaticDiagrams(options: {draw: DrawDiagram}) {
  return async (tree: Root, file: VFile): Promise<void> => {
    const diagrams: {node: Element; parent: Root | Element; index: number}[] = [];
    const visit = (parent: Root | Element) => {
      parent.children.forEach((child, index) => {
        if (child.type !== 'element') return;
        if (isMermaid(child)) diagrams.push({node: child, parent, index});
        else visit(child);
      });
    };
    visit(tree);
    // Docusaurus's remark step (with `markdown.mermaid`) is what turns a fence
    // into a `mermaid` element; that element is an internal shape. If it ever
    // changes, diagrams would ship as code blocks: stop instead.
    const fences = countMermaidFences(String(file.value));
    if (fences > diagrams.length) {
      throw new Error(
        `${file.path} has ${fences} mermaid code block(s) but only ${diagrams.length} reached the diagram renderer as a \`mermaid\` element with a \`value\`. Docusaurus has changed how it hands diagrams to rehype plugins; see "Upgrade notes" in the README.`,
      );
    }
    await Promise.all(
      diagrams.map(async ({node, parent, index}) => {
        const source = String(node.properties.value);
        let drawn: RenderedDiagram;
        try {
          drawn = await options.draw(source);
        } catch (error) {
          throw new Error(
            `${error instanceof DiagramError ? 'Mermaid cannot draw' : 'Could not draw'} the diagram at ${file.path}:${lineOf(source, node, file)}: ${messageOf(error)}`,
          );
        }
        parent.children[index] = drawnElement(drawn);
      }),
    );
  };
}
