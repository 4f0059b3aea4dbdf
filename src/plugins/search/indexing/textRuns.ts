import type {Cheerio} from 'cheerio';
import type {AnyNode, Element} from 'domhandler';
import type {TextRun} from './pagefindAdapter/codeWords';

const CODE_ELEMENTS = new Set(['pre', 'code', 'kbd', 'samp']);

/**
 * The text of an article in document order, as runs of prose and code
 * (inside `pre`, `code`, `kbd` or `samp`). Run on the HTML Pagefind
 * indexes, it lets the index tell which words of a result are code.
 */
export function textRuns(article: Cheerio<Element>): TextRun[] {
  const runs: TextRun[] = [];
  const visit = (node: AnyNode, inCode: boolean): void => {
    if (node.type === 'text') {
      const last = runs.at(-1);
      if (last && last.code === inCode) last.text += node.data;
      else runs.push({text: node.data, code: inCode});
    } else if ('children' in node && node.type === 'tag') {
      const code = inCode || CODE_ELEMENTS.has(node.name);
      for (const child of node.children) visit(child, code);
    } else if ('children' in node) {
      for (const child of node.children) visit(child, inCode);
    }
  };
  article.each((_, element) => visit(element, false));
  return runs;
}
