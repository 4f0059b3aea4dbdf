import type {Element, Root} from 'hast';
import type {Identifier, ImportDeclaration} from 'estree';
import type {MdxJsxFlowElementHast} from 'mdast-util-mdx-jsx';
import type {MdxjsEsmHast} from 'mdast-util-mdxjs-esm';
import type {VFile} from 'vfile';
import {dependencyInternalChanged} from '../../site/dependencyInternals/dependencyInternalChanged';
import {mdxExpressionAttribute} from '../../site/markdown/mdxExpressionAttribute';
import {writeDiagramModules} from './diagramModules';
import {ARTICLE_WIDTH_PX, readableMinWidth} from './diagramReadability';
import {checkMermaidMarkup} from './mermaidMarkup';
import {DiagramError, type RenderedDiagram} from './renderDiagrams';

/** The class of a drawn diagram, and of its copy for each colour mode (see custom.css). */
const STATIC_DIAGRAM_CLASS = 'static-diagram';

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

/** The binding a page's diagram component is imported as; the underscores keep it apart from a page's own imports. */
const COMPONENT = '__StaticDiagram';

/** `import name from 'source'`, as an MDX ESM node. */
function importNode(name: string, source: string): MdxjsEsmHast {
  const declaration: ImportDeclaration = {
    type: 'ImportDeclaration',
    specifiers: [{type: 'ImportDefaultSpecifier', local: {type: 'Identifier', name}}],
    source: {type: 'Literal', value: source, raw: JSON.stringify(source)},
    attributes: [],
  };
  return {
    type: 'mdxjsEsm',
    value: `import ${name} from ${JSON.stringify(source)};`,
    data: {estree: {type: 'Program', sourceType: 'module', body: [declaration]}},
  };
}

/**
 * `<__StaticDiagram markup={binding} />`: the diagram whose markup module is
 * imported as `binding`; `scrolls` when it is wider than a phone's column
 * can show with readable text, so that it can take keyboard focus.
 */
function diagramElement(binding: string, scrolls: boolean): MdxJsxFlowElementHast {
  const value: Identifier = {type: 'Identifier', name: binding};
  return {
    type: 'mdxJsxFlowElement',
    name: COMPONENT,
    attributes: [
      mdxExpressionAttribute('markup', value, binding),
      ...(scrolls ? [{type: 'mdxJsxAttribute' as const, name: 'scrolls', value: null}] : []),
    ],
    children: [],
  };
}

/**
 * A diagram's markup: its drawing for each colour mode, which CSS shows or
 * hides. Each is at least as wide as keeps its text readable
 * (`readableMinWidth`): in a narrower column the diagram scrolls sideways
 * instead of shrinking its labels below `MIN_TEXT_PX`.
 */
export function diagramMarkup(drawn: RenderedDiagram): string {
  return (['light', 'dark'] as const)
    .map(
      (mode) =>
        `<div class="${STATIC_DIAGRAM_CLASS}__${mode}" style="min-width:${readableMinWidth(drawn[mode])}px">${drawn[mode]}</div>`,
    )
    .join('');
}

/** What the diagram step needs: a renderer, and the folder its markup modules go to (see diagramModules.ts). */
export type StaticDiagramsOptions = {draw: DrawDiagram; modulesDir: string};

/**
 * Replaces each Mermaid diagram of a page (the `mermaid` element Docusaurus
 * makes of a mermaid code block) with its drawing for both colour modes, as
 * inline SVG in the page's HTML: it shows without JavaScript, its text can be
 * selected, and the page needs no diagram library. CSS shows the copy of the
 * current mode. The page imports the drawing as a module of its own, which the
 * browser's bundle replaces by a loader (theme/StaticDiagram). A diagram
 * Mermaid cannot draw fails the build, naming its file and line.
 */
export default function rehypeStaticDiagrams(options: StaticDiagramsOptions) {
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
      throw dependencyInternalChanged(
        'mdx-mermaid-element',
        `${file.path} has ${fences} mermaid code block(s) but only ${diagrams.length} reached the diagram renderer as a \`mermaid\` element with a \`value\`. Docusaurus has changed how it hands diagrams to rehype plugins.`,
      );
    }
    if (diagrams.length === 0) return;
    const imports = [importNode(COMPONENT, '@theme/StaticDiagram')];
    await Promise.all(
      diagrams.map(async ({node, parent, index}, number) => {
        const source = String(node.properties.value);
        let drawn: RenderedDiagram;
        try {
          drawn = await options.draw(source);
        } catch (error) {
          throw new Error(
            `${error instanceof DiagramError ? 'Mermaid cannot draw' : 'Could not draw'} the diagram at ${file.path}:${lineOf(source, node, file)}: ${messageOf(error)}`,
          );
        }
        for (const svg of [drawn.light, drawn.dark]) checkMermaidMarkup(svg, source);
        const binding = `__staticDiagram${number}`;
        imports.push(
          importNode(binding, writeDiagramModules(options.modulesDir, diagramMarkup(drawn))),
        );
        parent.children[index] = diagramElement(
          binding,
          readableMinWidth(drawn.light) > ARTICLE_WIDTH_PX.phone,
        );
      }),
    );
    tree.children.unshift(...imports);
  };
}
