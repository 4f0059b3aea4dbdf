import {dependencyInternalChanged} from '../../site/dependencyInternals/dependencyInternalChanged';
import {FONT_SIZE_PX} from './diagramReadability';
import {escapeRegExp} from '../../site/escapeRegExp';

/**
 * The class of the element Mermaid draws an edge's label in, on flowcharts
 * and state diagrams: the dark drawings' contrast fix in `src/css/custom.css`
 * styles the label's text by it.
 */
export const EDGE_LABEL_CLASS = 'edgeLabel';

/** The diagram types (`aria-roledescription`) whose edges Mermaid labels in `EDGE_LABEL_CLASS`. */
const EDGE_LABELLED_TYPES = new Set(['flowchart-v2', 'stateDiagram']);

/**
 * Whether a flowchart's or state diagram's source draws an edge: a link
 * such as `-->`, `---`, `-.->` or `==>` on a line that is not a comment.
 * Read from the source, so that it does not depend on Mermaid's markup.
 */
function drawsEdges(source: string): boolean {
  return source.split('\n').some((line) => !line.trim().startsWith('%%') && /--|==|-\./.test(line));
}

/** Whether `svg` has an element whose class list holds `name`, however its attribute is quoted. */
function hasClass(svg: string, name: string): boolean {
  return new RegExp(`\\sclass=["']?(?:[^"'>]*\\s)?${escapeRegExp(name)}(?=["'\\s>])`).test(svg);
}

/**
 * Stops the build when a drawing of `source` is not the SVG the site reads:
 * its style must declare a font size in px (`FONT_SIZE_PX`), the first of
 * which the readability check takes for its labels' size, and a flowchart
 * or state diagram whose source draws edges must have an
 * `EDGE_LABEL_CLASS` element, which Mermaid draws for every edge. Mermaid
 * documents neither.
 */
export function checkMermaidMarkup(svg: string, source: string): void {
  const type = /\saria-roledescription=["']?([\w-]+)/.exec(svg)?.[1] ?? 'unknown';
  if (!FONT_SIZE_PX.test(svg)) {
    throw dependencyInternalChanged(
      'mermaid-svg-markup',
      `A drawn ${type} diagram declares no font size in px, which the readability check reads its labels' size from.`,
    );
  }
  if (EDGE_LABELLED_TYPES.has(type) && drawsEdges(source) && !hasClass(svg, EDGE_LABEL_CLASS)) {
    throw dependencyInternalChanged(
      'mermaid-svg-markup',
      `A drawn ${type} diagram has edges but no ${EDGE_LABEL_CLASS} element, which the dark drawings' contrast fix styles their labels by.`,
    );
  }
}
