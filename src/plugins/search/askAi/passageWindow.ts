import {codeBlockAt, type PageOutline} from '../shared/pageOutline';
import type {PageSection} from './scoreSections';

/** Words of prose an Ask AI passage holds at most. */
export const PASSAGE_WORDS = 160;

/**
 * A section shorter than this runs on into the sections after it (mostly
 * its own subsections), so that a heading with one line under it still
 * gives the model something to read.
 */
const MIN_PASSAGE_WORDS = 60;

/** Words of the section kept ahead of its first prose match when a long section must be cut. */
const LEAD_IN_WORDS = 20;

/** The page locations a passage reads: from `start` to before `end`. */
export type PassageWindow = {start: number; end: number};

/**
 * Where a passage for `section` reads: from the section's start when its
 * first `PASSAGE_WORDS` of prose hold its first prose match, or else from a
 * little before that match; to the section's end, or past it while the
 * passage is shorter than `MIN_PASSAGE_WORDS`, and never over
 * `PASSAGE_WORDS` words of prose. Code blocks (`PageOutline.codeBlocks`)
 * are skipped and do not count.
 */
export function passageWindow(
  outline: PageOutline,
  section: PageSection,
  proseMatches: readonly number[],
): PassageWindow {
  const isBlock = (location: number) => codeBlockAt(outline, location) !== undefined;
  const proseBetween = (from: number, to: number) => {
    let count = 0;
    for (let location = from; location < to; location += 1) if (!isBlock(location)) count += 1;
    return count;
  };
  const firstMatch = proseMatches.find((at) => at >= section.start && at < section.end);
  const start =
    firstMatch !== undefined && proseBetween(section.start, firstMatch) >= PASSAGE_WORDS
      ? Math.max(section.start, firstMatch - LEAD_IN_WORDS)
      : section.start;
  const limit = Math.max(section.end, Math.min(outline.words, start + MIN_PASSAGE_WORDS));
  let end = start;
  let prose = 0;
  while (end < Math.min(limit, outline.words) && prose < PASSAGE_WORDS) {
    if (!isBlock(end)) prose += 1;
    end += 1;
  }
  return {start, end};
}
