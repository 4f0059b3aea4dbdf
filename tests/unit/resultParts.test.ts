import {describe, expect, it} from 'vitest';
import {
  bestPart,
  densestMatch,
  partsPassage,
  RESULT_PART_WORDS,
  resultFromParts,
  resultPartPath,
  splitIntoParts,
  type PartHeading,
} from '../../src/plugins/search/client/resultParts';
import {toPageHit} from '../../src/plugins/search/client/pageHits';

const page = {url: '/engine/lights/', title: 'Lights', section: 'Guide'};

/** A page of `count` words named by their location (`w0`, `w1`…), with some words replaced. */
function pageWords(count: number, replaced: Record<number, string> = {}): string[] {
  return Array.from({length: count}, (_, location) => replaced[location] ?? `w${location}`);
}

describe('result parts', () => {
  it('cuts a page into parts, each led by the heading still open at its start', () => {
    const headings: PartHeading[] = [
      [0, 'intro', 'Intro'],
      [150, 'spot-lights', 'Spot lights'],
      [RESULT_PART_WORDS + 10, 'shadows', 'Shadows'],
    ];
    const parts = splitIntoParts(page, pageWords(RESULT_PART_WORDS * 2 + 5), headings);
    expect(parts.map((part) => [part.start, part.parts, part.text.split(' ').length])).toEqual([
      [0, 3, RESULT_PART_WORDS],
      [RESULT_PART_WORDS, 3, RESULT_PART_WORDS],
      [RESULT_PART_WORDS * 2, 3, 5],
    ]);
    expect(parts[1]?.headings.map(([, id]) => id)).toEqual(['spot-lights', 'shadows']);
    expect(parts[2]?.headings.map(([, id]) => id)).toEqual(['shadows']);
    expect(parts[1]?.text.split(' ')[0]).toBe(`w${RESULT_PART_WORDS}`);
    expect(splitIntoParts(page, [], [])).toHaveLength(1);
    expect(resultPartPath('en_abc1234', 2)).toBe('parts/en_abc1234-2.json');
  });

  it('fetches the part with the densest run of matches, or the first when none matched', () => {
    const scattered = [3, RESULT_PART_WORDS + 5, RESULT_PART_WORDS + 9, RESULT_PART_WORDS + 12];
    expect(densestMatch(scattered, 24)).toBe(RESULT_PART_WORDS + 5);
    expect(bestPart(scattered, 24)).toBe(1);
    expect(bestPart([], 24)).toBe(0);
  });

  it('builds the excerpt and the matching sections from the part, escaped, matches marked', () => {
    const words = pageWords(RESULT_PART_WORDS, {
      40: 'spot',
      41: '<light>',
      120: 'spot',
      121: 'cone',
    });
    const [part] = splitIntoParts(page, words, [
      [0, 'overview', 'Overview'],
      [100, 'cones', 'Cones'],
      [160, 'colour', 'Colour'],
    ]);
    if (!part) throw new Error('one part expected');
    const result = resultFromParts(part, [120, 121, 122, 40, 41], 8);
    expect(result.meta).toEqual({title: 'Lights', section: 'Guide'});
    expect(result.excerpt).toContain('<mark>spot</mark> <mark>cone</mark>');
    expect(result.sub_results.map((sub) => [sub.url, sub.title, sub.locations])).toEqual([
      ['/engine/lights/#overview', 'Overview', [40, 41]],
      ['/engine/lights/#cones', 'Cones', [120, 121, 122]],
    ]);
    expect(result.sub_results[0]?.excerpt).toContain('<mark>&lt;light&gt;</mark>');
    // Sections stay within their own words.
    expect(result.sub_results[1]?.excerpt.split(' ').every((word) => !word.includes('w99'))).toBe(
      true,
    );
    const hit = toPageHit(result);
    expect(hit.url).toBe('/engine/lights');
    expect(hit.sections.map((section) => section.url)).toEqual([
      '/engine/lights#overview',
      '/engine/lights#cones',
    ]);
  });

  it('gives a section that runs across parts the matches of the part it is open in', () => {
    const words = pageWords(RESULT_PART_WORDS + 50, {[RESULT_PART_WORDS + 20]: 'shadow'});
    const parts = splitIntoParts(page, words, [[RESULT_PART_WORDS - 30, 'shadows', 'Shadows']]);
    const second = parts[1];
    if (!second) throw new Error('two parts expected');
    const result = resultFromParts(second, [RESULT_PART_WORDS + 20], 8);
    expect(result.sub_results.map((sub) => sub.url)).toEqual(['/engine/lights/#shadows']);
  });

  it('reads an Ask AI passage across consecutive parts', () => {
    const parts = splitIntoParts(page, pageWords(RESULT_PART_WORDS * 2), []);
    const passage = partsPassage(parts, RESULT_PART_WORDS - 2, 2, 4).split(' ');
    expect(passage).toEqual([
      `w${RESULT_PART_WORDS - 4}`,
      `w${RESULT_PART_WORDS - 3}`,
      `w${RESULT_PART_WORDS - 2}`,
      `w${RESULT_PART_WORDS - 1}`,
      `w${RESULT_PART_WORDS}`,
      `w${RESULT_PART_WORDS + 1}`,
    ]);
  });
});
