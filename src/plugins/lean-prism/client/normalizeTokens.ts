import type Prism from 'prismjs';

/** One token of a highlighted line: its Prism types (outermost first) and text. */
export type LineToken = {types: string[]; content: string; empty?: boolean};

/** Appends `type` (or all of an alias list) unless it equals the innermost type. */
function withType(types: string[], type: string | string[] | undefined): string[] {
  if (type === undefined || types[types.length - 1] === type) return types;
  return types.concat(type);
}

/** An empty line still gets one token, a newline, so that it keeps its height. */
function closeLine(line: LineToken[]): void {
  if (line.length === 0) line.push({types: ['plain'], content: '\n', empty: true});
  else if (line.length === 1 && line[0]?.content === '') {
    line[0] = {...line[0], content: '\n', empty: true};
  }
}

/**
 * Flattens Prism's nested token stream into lines of tokens, each carrying
 * the types of every token it sits in, as `prism-react-renderer` hands them
 * to Docusaurus's code block (`tokens` of its `Highlight`).
 */
export function normalizeTokens(stream: (string | Prism.Token)[]): LineToken[][] {
  const lines: LineToken[][] = [[]];
  const visit = (items: (string | Prism.Token)[] | Prism.TokenStream, types: string[]) => {
    const list = typeof items === 'string' ? [items] : Array.isArray(items) ? items : [items];
    for (const item of list) {
      const itemTypes =
        typeof item === 'string'
          ? types.length > 0
            ? types
            : ['plain']
          : // Some grammars set `alias: null`; like the package, only a set alias counts.
            withType(withType(types, item.type), item.alias ?? undefined);
      if (typeof item !== 'string' && typeof item.content !== 'string') {
        visit(item.content, itemTypes);
        continue;
      }
      const text = typeof item === 'string' ? item : (item.content as string);
      text.split(/\r\n|\r|\n/).forEach((part, index) => {
        if (index > 0) {
          closeLine(lines[lines.length - 1] ?? []);
          lines.push([]);
        }
        lines[lines.length - 1]?.push({types: itemTypes, content: part});
      });
    }
  };
  visit(stream, []);
  closeLine(lines[lines.length - 1] ?? []);
  return lines;
}
