import {proseExcerpt, readParts} from '../engine/excerpt';
import {
  asSource,
  PAGEFIND_OPTIONS,
  type IndexSource,
  type SearchContext,
} from '../engine/indexSource';
import {rewriteResultUrl} from '../engine/pageHits';
import {rankQuery} from '../engine/rankQuery';
import {unpackOutline, type PageOutline} from '../shared/pageOutline';
import {RESULT_PART_WORDS} from '../shared/resultParts';
import type {Passage} from './askAi';
import {passageText} from './passageText';
import {passageWindow} from './passageWindow';
import {scoreSections} from './scoreSections';
import {selectPassages} from './selectPassages';
import {fitTokenBudget} from './tokenBudget';

/**
 * The passages that best answer a question, for Ask AI, numbered from 1:
 * the pages in the order the site's search ranks them for the question
 * (see `rankQuery`, typo rules and synonyms included, read as a question),
 * each giving the
 * section that holds most of it (see `scoreSections` and
 * `selectPassages`), read as prose under its heading (see `passageWindow`
 * and `passageText`), within the token budget (see `fitTokenBudget`). Each
 * passage carries the excerpt its citation shows, made as search results'
 * are (see `proseExcerpt`).
 */
export async function retrievePagefindPassages(
  question: string,
  context: SearchContext,
  source?: IndexSource | string,
): Promise<Passage[]> {
  const {index, ranked, weights, locationsBySlot, slots} = await rankQuery(
    question,
    context,
    asSource(source),
    {reading: 'question'},
  );
  const table = await index.outlines();
  const topWeight = Math.max(0, ...ranked.map((result) => result.weight));
  const chosen = selectPassages(
    ranked.map((result) => {
      const outline = unpackOutline(table, result.id);
      const termLocations = locationsBySlot.map((byPage) => byPage.get(result.id) ?? []);
      return {
        pageId: result.id,
        weight: result.definesName || topWeight === 0 ? 1 : result.weight / topWeight,
        sections: outline ? scoreSections(outline, termLocations, weights) : [],
      };
    }),
  );
  const passages = await Promise.all(
    chosen.map(async ({pageId, section}) => {
      // A page gives sections only when it has an outline.
      const outline = unpackOutline(table, pageId) as PageOutline;
      const window = passageWindow(outline, section, section.proseMatches);
      const first = Math.floor(window.start / RESULT_PART_WORDS);
      const last = Math.floor(Math.max(window.start, window.end - 1) / RESULT_PART_WORDS);
      const parts = await Promise.all(
        Array.from({length: last - first + 1}, (_, offset) => index.part(pageId, first + offset)),
      );
      const page = parts[0];
      // The part a section starts in lists its heading (see `ResultPart`).
      const heading = page?.headings.find(([location]) => location === section.start);
      const matched = ranked.find((result) => result.id === pageId);
      const terms = matched?.matchedWords.flat() ?? slots.flatMap((slot) => slot.words);
      return {
        title: heading && page ? `${page.title}: ${heading[2]}` : (page?.title ?? ''),
        url: rewriteResultUrl(heading && page ? `${page.url}#${heading[1]}` : (page?.url ?? '')),
        text: passageText(
          parts,
          outline,
          window,
          window.start === section.start ? section.headingWords : 0,
        ),
        excerpt: proseExcerpt(
          readParts(parts),
          matched?.words ?? [],
          terms,
          PAGEFIND_OPTIONS.excerptLength,
          window.start,
          window.end,
        ),
      };
    }),
  );
  return fitTokenBudget(passages).map((passage, rank) => ({number: rank + 1, ...passage}));
}
