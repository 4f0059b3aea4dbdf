import type {AnyNode} from 'domhandler';
import type {ElementContent, Root} from 'hast';
import {h} from 'hastscript';

function convert(node: AnyNode): ElementContent | undefined {
  if (node.type === 'text') {
    return {type: 'text', value: node.data};
  }
  if (node.type === 'tag' || node.type === 'script' || node.type === 'style') {
    // `h` maps HTML attributes to hast properties (class → className, colspan → colSpan…).
    const element = h(node.name, node.attribs, []);
    element.children = convertAll(node.children);
    return element;
  }
  // Comments, doctypes and processing instructions carry no content.
  return undefined;
}

function convertAll(nodes: readonly AnyNode[]): ElementContent[] {
  const converted: ElementContent[] = [];
  for (const node of nodes) {
    const result = convert(node);
    if (result) converted.push(result);
  }
  return converted;
}

/**
 * A hast tree from nodes cheerio already parsed, so a page is not serialised
 * and parsed again on its way to Markdown (that round trip was a third of
 * the time the build spent writing the Markdown twins).
 */
export function domToHast(nodes: readonly AnyNode[]): Root {
  return {type: 'root', children: convertAll(nodes)};
}
