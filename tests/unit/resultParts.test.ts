import {describe, expect, it} from 'vitest';
import {
  RESULT_PART_WORDS,
  resultPartPath,
  splitIntoParts,
  type PartHeading,
} from '../../src/plugins/search/shared/resultParts';
import {bestPart, densestMatch, resultFromParts} from '../../src/plugins/search/engine/partsResult';
import {highlightWord} from '../../src/plugins/search/engine/highlightWord';
import {excerptSegments} from '../../src/plugins/search/engine/excerptSegments';
import {toPageHit} from '../../src/plugins/search/engine/pageHits';

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
    const result = resultFromParts(part, [120, 121, 122, 40, 41], 8, ['spot', 'cone', 'light']);
    expect(result.meta).toEqual({title: 'Lights', section: 'Guide'});
    expect(result.excerpt).toContain('<mark>spot</mark> <mark>cone</mark>');
    expect(result.sub_results.map((sub) => [sub.url, sub.title, sub.locations])).toEqual([
      ['/engine/lights/#overview', 'Overview', [40, 41]],
      ['/engine/lights/#cones', 'Cones', [120, 121, 122]],
    ]);
    // Only the word is marked, not the brackets around it, and they are escaped.
    expect(result.sub_results[0]?.excerpt).toContain('&lt;<mark>light</mark>&gt;');
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
    const result = resultFromParts(second, [RESULT_PART_WORDS + 20], 8, ['shadow']);
    expect(result.sub_results.map((sub) => sub.url)).toEqual(['/engine/lights/#shadows']);
  });
});

describe('readable excerpts', () => {
  it('marks only the part of a code token that matched, never the whole token', () => {
    const marked = (word: string, terms: string[]) =>
      highlightWord(word, terms)
        .filter((piece) => piece.marked)
        .map((piece) => piece.text);
    expect(marked('report(session.has_been_created', ['session'])).toEqual(['session']);
    expect(marked('startSession()', ['sessions'])).toEqual(['Session']);
    expect(marked('rendering,', ['render'])).toEqual(['rendering']);
    expect(marked('DefaultCameraController', ['defaultcameracontroller'])).toEqual([
      'DefaultCameraController',
    ]);
    expect(marked('DefaultCameraController', ['camera'])).toEqual(['Camera']);
    expect(marked('sessionId:', ['session'])).toEqual(['session']);
    expect(marked('material_ref', ['material'])).toEqual(['material']);
    expect(marked('has_been_created', ['has_been_created'])).toEqual(['has_been_created']);
    // Typed so far: the word or hump it starts.
    expect(marked('configuration', ['conf'])).toEqual(['configuration']);
    expect(marked('sessionsManager', ['sess'])).toEqual(['sessions']);
    // Nothing that merely shares a letter or two.
    expect(marked('a.api', ['apple'])).toEqual([]);
  });

  it('prefers prose around the match to code that merely uses the word', () => {
    // Words 10–30 are code mentioning "session" twice; words 120–125 are prose mentioning it once.
    const words = pageWords(RESULT_PART_WORDS, {
      12: 'const',
      13: '{session}',
      20: 'session.join();',
      121: 'session',
    });
    const code = words.map((_, location) => location >= 10 && location < 30);
    const [part] = splitIntoParts(page, words, [], code);
    if (!part) throw new Error('one part expected');
    const result = resultFromParts(part, [13, 20, 121], 8, ['session']);
    const segments = excerptSegments(result.excerpt);
    expect(segments.filter((segment) => segment.marked).map((segment) => segment.text)).toEqual([
      'session',
    ]);
    expect(segments.some((segment) => segment.code)).toBe(false);
    expect(result.excerpt).toContain('w120 <mark>session</mark> w122');
  });

  it('shows the window holding most of the query in prose, not the one repeating a word in code', () => {
    // Words 10–20: code repeating "session"; words 150–153: prose holding "start" and "session".
    const words = pageWords(RESULT_PART_WORDS, {
      10: 'session',
      12: 'session.id',
      14: 'sessionId',
      16: 'session)',
      150: 'start',
      152: 'session',
    });
    const code = words.map((_, location) => location >= 10 && location < 20);
    const [part] = splitIntoParts(page, words, [], code);
    if (!part) throw new Error('one part expected');
    const result = resultFromParts(part, [10, 12, 14, 16, 150, 152], 8, ['start', 'session']);
    expect(result.excerpt).toContain('<mark>start</mark> w151 <mark>session</mark>');
    expect(result.excerpt).not.toContain('<code>');
  });

  it('shows code as code when the best match is in code', () => {
    const words = pageWords(RESULT_PART_WORDS, {12: 'const', 13: '{session}', 14: '=', 15: 'x;'});
    const code = words.map((_, location) => location >= 12 && location < 16);
    const [part] = splitIntoParts(page, words, [], code);
    if (!part) throw new Error('one part expected');
    const result = resultFromParts(part, [13], 8, ['session']);
    expect(result.excerpt).toContain('<code>const {<mark>session</mark>} = x;</code>');
    const segments = excerptSegments(result.excerpt);
    expect(
      segments
        .filter((segment) => segment.code)
        .map((segment) => segment.text)
        .join(''),
    ).toBe('const {session} = x;');
    expect(segments.find((segment) => segment.marked)).toEqual({
      text: 'session',
      marked: true,
      code: true,
    });
  });

  it('never shows a listing: the prose before it stands in for matches inside it', () => {
    const words = pageWords(RESULT_PART_WORDS, {
      8: 'Create',
      9: 'it.',
      20: 'session',
      25: 'session.join();',
    });
    const code = words.map((_, location) => location >= 10 && location < 40);
    const [part] = splitIntoParts(page, words, [], code);
    if (!part) throw new Error('one part expected');
    const result = resultFromParts(part, [20, 25], 8, ['session']);
    expect(result.excerpt).not.toContain('<code>');
    expect(result.excerpt).not.toContain('session');
    expect(result.excerpt).toMatch(/Create it\.$/);
  });

  it('starts at the start of the sentence holding the match, and says where it cuts', () => {
    const words = pageWords(RESULT_PART_WORDS, {29: 'end.', 30: 'Spot', 33: 'cone', 60: 'more.'});
    const [part] = splitIntoParts(page, words, []);
    if (!part) throw new Error('one part expected');
    const result = resultFromParts(part, [33], 8, ['cone']);
    expect(result.excerpt.startsWith('Spot w31 w32 <mark>cone</mark>')).toBe(true);
    expect(result.excerpt.endsWith(' …')).toBe(true);
    // Mid-sentence, with no sentence start near: it says so.
    const far = resultFromParts(part, [50], 8, ['w50']);
    expect(far.excerpt.startsWith('… ')).toBe(true);
  });

  it('keeps a few words of inline code in their sentence', () => {
    const words = pageWords(RESULT_PART_WORDS, {40: 'Call', 41: 'Livelink.start()', 42: 'once.'});
    const code = words.map((_, location) => location === 41);
    const [part] = splitIntoParts(page, words, [], code);
    if (!part) throw new Error('one part expected');
    const result = resultFromParts(part, [41], 8, ['start']);
    expect(result.excerpt).toContain('Call <code>Livelink.<mark>start</mark>()</code> once.');
  });
});
