import {ATTRIBUTE_VALUE} from './compactSvg';
import {escapeRegExp} from '../../site/escapeRegExp';

/** An `id` attribute in Mermaid's serialised SVG, which always double-quotes attribute values. */
const ID_ATTRIBUTE = /(\sid=")([^"]*)"/g;

/** A style sheet inside the drawing, whose selectors may name ids. */
const STYLE_ELEMENT = /(<style[^>]*>)([\s\S]*?)(<\/style>)/g;

/** Attributes whose value is a list of ids rather than a reference to one. */
const ID_LIST_ATTRIBUTE = /(\saria-(?:labelledby|describedby)=")([^"]*)"/g;

/** A reference to `id` (`url(#id)`, `href="#id"`, a `#id` selector in the drawing's style). */
function referencePattern(id: string): RegExp {
  return new RegExp(`#${escapeRegExp(id)}(?![\\w-])`, 'g');
}

/**
 * Gives every id of a drawn diagram its drawing's own prefix. Mermaid
 * prefixes most ids with the id it draws under, but names some from
 * counters that live as long as the browser page (`actor3`, `root-2` in
 * sequence diagrams) or from the diagram's own names (a state's transition
 * to itself). Those ids then depend on which diagrams the page drew before,
 * so a build's HTML changed with the order the diagrams were drawn in, and
 * two drawings on one page (the light and dark copies) could share an id.
 * Each such id becomes `<scope>-u<n>`, numbered in order of appearance, and
 * every reference to it is renamed with it. Throws when a renamed id would
 * clash with one the drawing has.
 */
export function scopeDiagramIds(svg: string, scope: string): string {
  const ids = new Set(Array.from(svg.matchAll(ID_ATTRIBUTE), (match) => match[2] ?? ''));
  const renamed = new Map<string, string>();
  for (const id of ids) {
    if (id === scope || id.startsWith(`${scope}-`) || id.startsWith(`${scope}_`)) continue;
    const scoped = `${scope}-u${renamed.size}`;
    if (ids.has(scoped)) {
      throw new Error(`scopeDiagramIds: ${scoped} is already an id of the drawing`);
    }
    renamed.set(id, scoped);
  }
  if (renamed.size === 0) return svg;
  const scopedSvg = svg
    .replace(ID_ATTRIBUTE, (match, start: string, id: string) => {
      const scoped = renamed.get(id);
      return scoped === undefined ? match : `${start}${scoped}"`;
    })
    .replace(ID_LIST_ATTRIBUTE, (_match, start: string, list: string) => {
      const tokens = list.split(/\s+/).map((token) => renamed.get(token) ?? token);
      return `${start}${tokens.join(' ')}"`;
    });
  // References (`url(#id)`, `#id`) live in attribute values and style sheets; a label's text is left as written.
  const renameReferences = (text: string) => {
    let renamedText = text;
    for (const [id, scoped] of renamed) {
      renamedText = renamedText.replace(referencePattern(id), `#${scoped}`);
    }
    return renamedText;
  };
  return scopedSvg
    .replace(
      ATTRIBUTE_VALUE,
      (_match, start: string, value: string) => `${start}${renameReferences(value)}"`,
    )
    .replace(
      STYLE_ELEMENT,
      (_match, start: string, sheet: string, end: string) =>
        `${start}${renameReferences(sheet)}${end}`,
    );
}
