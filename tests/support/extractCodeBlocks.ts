/** A fenced code block found in a Markdown or MDX document. */
export type CodeBlock = {
  /** The language word of the fence, lower-cased (`ts`, `tsx`, `bash`…). */
  language: string;
  /** Everything on the fence line after the language word. */
  meta: string;
  code: string;
  /** 1-based line of the opening fence, for error messages. */
  line: number;
};

const FENCE_OPEN = /^(\s*)(`{3,}|~{3,})\s*([\w+-]*)\s*(.*)$/;

/**
 * Returns the fenced code blocks of a Markdown/MDX source in order. Fences
 * nested inside a longer fence (a Markdown example that shows a fence) belong
 * to the outer block and are not returned on their own.
 */
export function extractCodeBlocks(source: string): CodeBlock[] {
  const lines = source.split(/\r?\n/);
  const blocks: CodeBlock[] = [];
  for (let index = 0; index < lines.length; index += 1) {
    const open = FENCE_OPEN.exec(lines[index] ?? '');
    if (!open) {
      continue;
    }
    const [, indent = '', fence = '', language = '', meta = ''] = open;
    const body: string[] = [];
    let closed = false;
    let cursor = index + 1;
    for (; cursor < lines.length; cursor += 1) {
      const line = lines[cursor] ?? '';
      const trimmed = line.trimStart();
      if (
        trimmed.startsWith(fence) &&
        trimmed.slice(fence.length).trim() === '' &&
        trimmed[0] === fence[0]
      ) {
        closed = true;
        break;
      }
      body.push(line.startsWith(indent) ? line.slice(indent.length) : line);
    }
    if (!closed) {
      break;
    }
    blocks.push({
      language: language.toLowerCase(),
      meta: meta.trim(),
      code: body.join('\n'),
      line: index + 1,
    });
    index = cursor;
  }
  return blocks;
}

/** Languages whose blocks the doc-test type-checks. */
export const TYPESCRIPT_LANGUAGES = new Set(['ts', 'tsx', 'typescript']);

/** A block says it is an excerpt, not a whole program, with `partial` in its meta. */
export function isPartial(block: CodeBlock): boolean {
  return /(^|\s)partial(\s|=|$)/.test(block.meta);
}

/** The file name a block's `title="…"` meta gives it, if any. */
function blockTitle(block: CodeBlock): string | undefined {
  return /(?:^|\s)title="([^"]+)"/.exec(block.meta)?.[1];
}

/**
 * Where the doc-test places a TypeScript block, under `.doc-snippets/`.
 *
 * A block titled with a relative file path that no other block of the page
 * uses goes at that path inside a folder for its page, so a multi-file
 * example resolves `./config` to the page's `config.ts` block the way the
 * reader's project would. Other blocks are named after their line.
 */
export function snippetFileName(
  docFile: string,
  block: CodeBlock,
  pageBlocks: readonly CodeBlock[],
): string {
  const page = docFile.replace(/[^\w]+/g, '_');
  const title = blockTitle(block);
  const isPlaceable =
    title !== undefined &&
    /^[\w-]+(\/[\w.-]+)*\.tsx?$/.test(title) &&
    pageBlocks.filter((other) => blockTitle(other) === title).length === 1;
  if (isPlaceable) {
    return `.doc-snippets/${page}/${title}`;
  }
  return `.doc-snippets/${page}_L${block.line}.${block.language === 'tsx' ? 'tsx' : 'ts'}`;
}
