import {FENCE_OPENING, fenceAfter} from './markdownFences';

/*
 * Bounds on what the tools return: an agent's context is small and shared, so
 * a description is cut at a known size and says so, rather than flooding it.
 */

/** The most characters a description returned by a tool may have. */
export const DESCRIPTION_CHARACTER_LIMIT = 12_000;

/** The first `length` UTF-16 units of `text`, one fewer when that would split a surrogate pair. */
function sliceWhole(text: string, length: number): string {
  const cut = text.slice(0, length);
  return /[\ud800-\udbff]$/.test(cut) ? cut.slice(0, -1) : cut;
}

/** A string on one line, cut to `limit` characters with an ellipsis when longer. */
export function oneLine(value: string, limit: number): string {
  const flat = value.replace(/\s+/g, ' ').trim();
  return flat.length <= limit ? flat : `${sliceWhole(flat, Math.max(0, limit - 1)).trimEnd()}…`;
}

/**
 * Markdown no longer than `limit` characters. Longer text is cut at a line
 * break, a code block left open by the cut is closed, and a closing note says
 * how much was kept and, when `fullTextAt` is given, where the rest can be read.
 */
export function capMarkdown(
  markdown: string,
  limit = DESCRIPTION_CHARACTER_LIMIT,
  fullTextAt?: string,
): string {
  if (markdown.length <= limit) return markdown;
  const note = (kept: number) =>
    `\n\n_[Cut: only the first ${kept} of ${markdown.length} characters are shown${
      fullTextAt ? `; the full text is at ${fullTextAt}` : ''
    }.]_`;
  // Room for the fence that closes a cut code block: a line break and the longest fence there is.
  const closingRoom =
    1 +
    Math.max(0, ...markdown.split('\n').map((line) => FENCE_OPENING.exec(line)?.[1]?.length ?? 0));
  // The note's own length depends on the kept count, so budget for the widest count.
  const budget = Math.max(0, limit - note(markdown.length).length - closingRoom);
  let kept = sliceWhole(markdown, budget);
  const lastBreak = kept.lastIndexOf('\n');
  // Cutting at a line break keeps table rows and code lines whole, unless that throws away too much.
  if (lastBreak > budget * 0.75) kept = kept.slice(0, lastBreak);
  kept = kept.trimEnd();
  const openFence = kept
    .split('\n')
    .reduce<string | undefined>((open, line) => fenceAfter(line, open), undefined);
  const closed = openFence === undefined ? kept : `${kept}\n${openFence}`;
  return `${closed}${note(kept.length)}`;
}
