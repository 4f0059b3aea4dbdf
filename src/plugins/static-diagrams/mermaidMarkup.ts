import {dependencyInternalChanged} from '../../site/dependencyInternals/dependencyInternalChanged';

/**
 * The class of the element Mermaid draws an edge's label in, on flowcharts
 * and state diagrams: the dark drawings' contrast fix in `src/css/custom.css`
 * styles the label's text by it.
 */
export const EDGE_LABEL_CLASS = 'edgeLabel';

/** The diagram types (`aria-roledescription`) whose edges Mermaid labels in `EDGE_LABEL_CLASS`. */
const EDGE_LABELLED_TYPES = new Set(['flowchart-v2', 'stateDiagram']);

/** Whether `svg` has an element whose class list holds `name`, however its attribute is quoted. */
function hasClass(svg: string, name: string): boolean {
  return new RegExp(`\\sclass=["']?(?:[^"'>]*\\s)?${name}(?=["'\\s>])`).test(svg);
}

/**
 * Stops the build when a drawing is not the SVG the site reads: its style
 * must declare a font size in pixels, the first of which the readability
 * check (`diagramReadability.ts`) takes for its labels' size, and a
 * flowchart or state diagram with edges must draw their labels in
 * `EDGE_LABEL_CLASS`. Mermaid documents neither; without the first, every
 * diagram would be measured as if drawn at Mermaid's default size, and
 * without the second dark edge labels would lose their contrast.
 */
export function checkMermaidMarkup(svg: string): void {
  const type = /\saria-roledescription=["']?([\w-]+)/.exec(svg)?.[1] ?? 'unknown';
  if (!/font-size:\s*[\d.]+px/.test(svg)) {
    throw dependencyInternalChanged(
      'mermaid-svg-markup',
      `A drawn ${type} diagram declares no font size in px, which the readability check reads its labels' size from.`,
    );
  }
  if (
    EDGE_LABELLED_TYPES.has(type) &&
    hasClass(svg, 'edgePaths') &&
    !hasClass(svg, EDGE_LABEL_CLASS)
  ) {
    throw dependencyInternalChanged(
      'mermaid-svg-markup',
      `A drawn ${type} diagram has edges but no ${EDGE_LABEL_CLASS} element, which the dark drawings' contrast fix styles their labels by.`,
    );
  }
}
