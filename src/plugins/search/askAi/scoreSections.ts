import {codeBlockAt, type PageOutline} from '../shared/pageOutline';

/**
 * A section of a page: its extent in page locations and the number of words
 * of its heading, which it starts with (none for the text before the first
 * heading).
 */
export type PageSection = {start: number; end: number; headingWords: number};

/** A section with how well it answers the query, and where its prose matched. */
export type ScoredSection = PageSection & {score: number; proseMatches: number[]};

/**
 * How much a term found in a section counts, by where it was found: in the
 * heading most (the section is about it), in prose fully, and in a code
 * block little, since an example that uses a word rarely explains it.
 */
const EVIDENCE = {heading: 1.5, prose: 1, code: 0.4};

/** The sections of a page: the text before its first heading, then one per heading. */
export function pageSections(outline: PageOutline): PageSection[] {
  const sections: PageSection[] = [];
  const first = outline.headings[0]?.[0] ?? outline.words;
  if (first > 0) sections.push({start: 0, end: first, headingWords: 0});
  outline.headings.forEach(([start, headingWords], index) => {
    const end = outline.headings[index + 1]?.[0] ?? outline.words;
    if (end > start) sections.push({start, end, headingWords});
  });
  return sections;
}

/**
 * Scores every section of a page for a query whose terms matched at
 * `termLocations` (one list per term, page locations) and weigh `weights`
 * (see `informativeness`). A section's score is the weighted share of the
 * query's terms it holds, each counted by its best evidence (see
 * `EVIDENCE`), lifted a little by how often its prose matched: the section
 * that holds the whole question beats one that repeats a single word.
 */
export function scoreSections(
  outline: PageOutline,
  termLocations: readonly (readonly number[])[],
  weights: readonly number[],
): ScoredSection[] {
  const totalWeight = weights.reduce((sum, weight) => sum + weight, 0) || 1;
  return pageSections(outline).map((section) => {
    const headingEnd = section.start + section.headingWords;
    let evidenced = 0;
    const proseMatches: number[] = [];
    termLocations.forEach((locations, term) => {
      let evidence = 0;
      for (const location of locations) {
        if (location < section.start || location >= section.end) continue;
        const found =
          location < headingEnd
            ? EVIDENCE.heading
            : codeBlockAt(outline, location)
              ? EVIDENCE.code
              : EVIDENCE.prose;
        if (found !== EVIDENCE.code) proseMatches.push(location);
        evidence = Math.max(evidence, found);
      }
      evidenced += (weights[term] ?? 0) * evidence;
    });
    const density = 1 + 0.1 * Math.log2(1 + proseMatches.length);
    return {
      ...section,
      score: (evidenced / totalWeight) * density,
      proseMatches: [...new Set(proseMatches)].sort((a, b) => a - b),
    };
  });
}
