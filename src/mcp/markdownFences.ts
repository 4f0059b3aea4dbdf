/*
 * Fenced code blocks in the Markdown twins, followed line by line: what a
 * heading, a blank line or a table row means depends on whether it is
 * inside one.
 */

/** A fence's opening line: up to three spaces, three or more backticks or tildes, then the info string's first word. */
export const FENCE_OPENING = /^\s{0,3}(`{3,}|~{3,})\s*([^\s`]*)/;

/**
 * Follows fenced code blocks line by line. Returns the fence that is open
 * after `line`, given the one open before it (`undefined`: none).
 */
export function fenceAfter(line: string, openFence: string | undefined): string | undefined {
  const match = FENCE_OPENING.exec(line);
  if (!match) return openFence;
  const marker = match[1] ?? '';
  if (openFence === undefined) return marker;
  // A fence closes on the same character, at least as long, with nothing after it.
  const closes =
    marker[0] === openFence[0] && marker.length >= openFence.length && line.trim() === marker;
  return closes ? undefined : openFence;
}

/**
 * For each of `lines`, whether it belongs to a fenced code block: its
 * opening and closing fences and every line between them.
 */
export function fencedLines(lines: readonly string[]): boolean[] {
  let openFence: string | undefined;
  return lines.map((line) => {
    const wasOpen = openFence !== undefined;
    openFence = fenceAfter(line, openFence);
    return wasOpen || openFence !== undefined;
  });
}
