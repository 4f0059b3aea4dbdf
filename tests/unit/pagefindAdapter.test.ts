import {writeFileSync} from 'node:fs';
import path from 'node:path';
import {describe, expect, it} from 'vitest';
import {decodeCbor, encodeCbor} from '../../src/plugins/search/indexing/pagefindAdapter/cbor';
import {
  asFragment,
  asMeta,
  asWordChunk,
  type MetaChunk,
  type PackedWord,
} from '../../src/plugins/search/indexing/pagefindAdapter/bundleFormat';
import {
  chunkRangeProblems,
  chunksForTerm,
} from '../../src/plugins/search/indexing/pagefindAdapter/chunkRanges';
import {compareWords} from '../../src/plugins/search/indexing/pagefindAdapter/compareWords';
import {
  chunkRangesOf,
  chunkWords,
} from '../../src/plugins/search/indexing/pagefindAdapter/chunkWords';
import {codeWords} from '../../src/plugins/search/indexing/pagefindAdapter/codeWords';
import {splitIntoParts} from '../../src/plugins/search/shared/resultParts';
import {
  checkBundleVersion,
  PagefindFormatError,
  SUPPORTED_PAGEFIND_VERSION,
} from '../../src/plugins/search/indexing/pagefindAdapter/supportedPagefind';
import {readBundleEntry} from '../../src/plugins/search/indexing/pagefindAdapter/readBundleEntry';
import {scratchFolder} from '../support/scratchFolder';
import packageJson from '../../package.json' with {type: 'json'};

const word = (text: string, locations: number): PackedWord => [
  text,
  [[1, Array<number>(locations).fill(1), []]],
  [],
];

describe('the supported Pagefind release', () => {
  it('is the exact version package.json pins', () => {
    expect(packageJson.dependencies.pagefind).toBe(SUPPORTED_PAGEFIND_VERSION);
  });

  it('refuses a bundle written by any other release, naming it', () => {
    expect(() => checkBundleVersion({version: SUPPORTED_PAGEFIND_VERSION})).not.toThrow();
    expect(() => checkBundleVersion({version: '1.5.2'})).toThrow(PagefindFormatError);
    expect(() => checkBundleVersion({version: '1.7.0'})).toThrow(/written by Pagefind 1\.7\.0/);
    expect(() => checkBundleVersion({})).toThrow(/Pagefind undefined/);
  });

  it('reads the entry file, naming another release before any change of shape when asked to', () => {
    const bundleWith = (entry: unknown) => {
      const bundleDir = scratchFolder('pagefind-entry-');
      writeFileSync(path.join(bundleDir, 'pagefind-entry.json'), JSON.stringify(entry));
      return bundleDir;
    };
    const whole = bundleWith({
      version: SUPPORTED_PAGEFIND_VERSION,
      languages: {en: {hash: 'en_1'}},
    });
    expect(readBundleEntry(whole, {requireSupportedVersion: true}).languages.en?.hash).toBe('en_1');
    const newer = bundleWith({version: '9.0.0', locales: {}});
    expect(() => readBundleEntry(newer, {requireSupportedVersion: true})).toThrow(
      /written by Pagefind 9\.0\.0/,
    );
    expect(() => readBundleEntry(newer, {requireSupportedVersion: false})).toThrow(/no languages/);
    const hashless = bundleWith({version: SUPPORTED_PAGEFIND_VERSION, languages: {en: {}}});
    expect(() => readBundleEntry(hashless, {requireSupportedVersion: false})).toThrow(
      /language en has no hash/,
    );
  });
});

describe('Pagefind file layouts', () => {
  it('reads and writes CBOR byte for byte, in the shortest forms', () => {
    const value = ['manifest', [[10, [-13, 9, 35, 300, 70000], []]], [], 'naïve 📄'];
    expect(decodeCbor(encodeCbor(value))).toEqual(value);
    expect([...encodeCbor([23, 24, -13])]).toEqual([0x83, 0x17, 0x18, 0x18, 0x2c]);
  });

  const meta = ['1.6.0', [['en_abc', 12, '']], [['a', 'z', 'en_1234567']], [], [], ['title']];

  it('accepts the six metadata fields and refuses another layout', () => {
    expect(asMeta(meta, 'meta').chunks).toEqual([['a', 'z', 'en_1234567']]);
    expect(() => asMeta([meta[0], [['en_abc', 12]], ...meta.slice(2)], 'meta')).toThrow(
      /not \[hash, word count, fragment group\]/,
    );
    expect(() => asMeta([meta[0], [['en_abc', 12, 'en_group']], ...meta.slice(2)], 'meta')).toThrow(
      /fragment group en_group.*maxFragments/,
    );
    expect(() => asMeta(meta.slice(0, 5), 'meta')).toThrow(/not a list of six fields/);
    expect(() => asMeta([...meta.slice(0, 2), [['a', 'z']], ...meta.slice(3)], 'meta')).toThrow(
      /not \[from, to, hash\]/,
    );
  });

  it('accepts word chunks of [word, pages, variants] in order, and refuses anything else', () => {
    expect(asWordChunk([[word('a', 1), word('b', 2)]], 'chunk')).toHaveLength(2);
    expect(() => asWordChunk([[word('b', 1), word('a', 1)]], 'chunk')).toThrow(/not sorted/);
    expect(() => asWordChunk([[['a', [[1, [1]]], []]]], 'chunk')).toThrow(
      /not \[page delta, locations, metadata locations\]/,
    );
    expect(() => asWordChunk([[['a', [], []]]], 'chunk')).toThrow(/neither pages nor variants/);
    // Spelt only with other diacritics: the pages are under the variant.
    expect(asWordChunk([[['cafe', [], [['café', [[3, [1], []]]]]]]], 'chunk')).toHaveLength(1);
  });

  it('accepts a page fragment and refuses a packed one', () => {
    const fragment = {
      url: '/a',
      content: 'A page.',
      word_count: 2,
      filters: {},
      meta: {title: 'A'},
      anchors: [{element: 'h2', id: 'x', text: 'X', location: 1}],
    };
    expect(asFragment(fragment, 'f').url).toBe('/a');
    // Pagefind's maxFragments packs pages into one file, an object of fragments by page hash.
    expect(() => asFragment({en_abc: fragment}, 'f')).toThrow(/url is not text/);
    expect(() => asFragment([fragment], 'f')).toThrow(/not an object/);
    expect(() => asFragment({...fragment, anchors: [{id: 'x'}]}, 'f')).toThrow(/anchor/);
  });
});

describe('word chunk ranges', () => {
  it('orders words by code point, as Pagefind does', () => {
    expect(compareWords('a', 'b')).toBeLessThan(0);
    expect(compareWords('ses', 'session')).toBeLessThan(0);
    // U+FB01 sorts before U+1F4C4 by code point, after it by UTF-16 unit.
    expect(compareWords('\uFB01', '📄')).toBeLessThan(0);
  });

  it('never lets a range end before it starts (upstream keeps the whole last word then)', () => {
    // The previous chunk ends at "contex", so this one starts at "conti"; cutting its end
    // against "conv" would give "cont", before "conti".
    const ranges = chunkRangesOf([
      {first: 'apple', last: 'contex'},
      {first: 'continue', last: 'contribute'},
      {first: 'conv', last: 'zebra'},
    ]);
    expect(ranges).toEqual([
      ['apple', 'conte'],
      ['conti', 'contribute'],
      ['conv', 'zebra'],
    ]);
    for (const [from, to] of ranges) expect(compareWords(from, to)).toBeLessThanOrEqual(0);
  });

  it('cuts the end of a range to one character past the prefix it shares with the next chunk', () => {
    expect(
      chunkRangesOf([
        {first: 'a', last: 'apple'},
        {first: 'apricot', last: 'b'},
      ]),
    ).toEqual([
      ['a', 'app'],
      ['apr', 'b'],
    ]);
    // Cut to "app", the range would end before "apple", where it starts.
    expect(
      chunkRangesOf([
        {first: 'apple', last: 'apple'},
        {first: 'apricot', last: 'b'},
      ]),
    ).toEqual([
      ['apple', 'apple'],
      ['apr', 'b'],
    ]);
  });

  it('loads a chunk strictly by range, else by prefixes cut to the query word', () => {
    const chunks: MetaChunk[] = [
      ['a', 'ses', 'one'],
      ['set', 'z', 'two'],
    ];
    expect(chunksForTerm(chunks, 'banana').map((chunk) => chunk[2])).toEqual(['one']);
    // "session" sorts after "ses": no range holds it, so the loose rule finds its chunk.
    expect(chunksForTerm(chunks, 'session').map((chunk) => chunk[2])).toEqual(['one']);
  });

  it('finds every word of a chunk list, and reports a word the browser would miss', () => {
    expect(
      chunkRangeProblems([
        {range: ['a', 'ses', 'one'], words: ['apple', 'session']},
        {range: ['set', 'z', 'two'], words: ['setup']},
      ]),
    ).toEqual([]);
    expect(
      chunkRangeProblems([
        {range: ['a', 'b', 'one'], words: ['apple', 'cherry']},
        {range: ['c', 'z', 'two'], words: ['date']},
      ]),
    ).toEqual(['a query for "cherry" does not load its chunk ["a", "b"]']);
    expect(
      chunkRangeProblems([
        {range: ['conti', 'cont', 'one'], words: []},
        {range: ['d', 'z', 'two'], words: []},
      ]),
    ).toContain('chunk 0 runs backwards: ["conti", "cont"]');
  });
});

describe('chunkWords', () => {
  it('splits words by weight, never inside a family of words sharing a prefix', () => {
    // Each word weighs 6 (5 locations on one page); the session family 12, under 20.
    const chunks = chunkWords(
      [
        word('apple', 5),
        word('banana', 5),
        word('session', 5),
        word('sessions', 5),
        word('zebra', 1),
      ],
      5,
      20,
    );
    expect(chunks.map((chunk) => chunk.words.map(([text]) => text))).toEqual([
      ['apple'],
      ['banana'],
      ['session', 'sessions'],
      ['zebra'],
    ]);
    expect(chunks.map((chunk) => [chunk.from, chunk.to])).toEqual([
      ['apple', 'apple'],
      ['b', 'b'],
      ['s', 's'],
      ['z', 'zebra'],
    ]);
  });

  it('splits a heavy family of a short prefix, never a word and its extensions', () => {
    // "se" is a short prefix whose family weighs 24, over 10: it may be split, but "session"
    // and "sessions" share seven letters and stay together, as do "set" and "setup".
    const chunks = chunkWords(
      [word('sea', 5), word('session', 5), word('sessions', 5), word('set', 2), word('setup', 2)],
      5,
      10,
    );
    expect(chunks.map((chunk) => chunk.words.map(([text]) => text))).toEqual([
      ['sea'],
      ['session', 'sessions'],
      ['set', 'setup'],
    ]);
    expect(chunks.map((chunk) => [chunk.from, chunk.to])).toEqual([
      ['sea', 'sea'],
      ['ses', 'ses'],
      ['set', 'setup'],
    ]);
    expect(
      chunkRangeProblems(
        chunks.map((chunk) => ({
          range: [chunk.from, chunk.to, ''] as MetaChunk,
          words: chunk.words.map(([text]) => text),
        })),
      ),
    ).toEqual([]);
  });

  it('keeps the whole last word as a range’s end when its cut prefix would come before the start', () => {
    // Two-letter family "ab" is heavy, so "abc…" words may end a chunk; "abd" starts the next.
    const chunks = chunkWords([word('abca', 5), word('abcb', 5), word('abd', 5)], 5, 4);
    expect(chunks.map((chunk) => [chunk.from, chunk.to])).toEqual([
      ['abca', 'abcb'],
      ['abd', 'abd'],
    ]);
  });

  it('counts metadata locations in a word’s weight, as Pagefind does', () => {
    const withMeta: PackedWord = ['title', [[1, [1, 2], [-1, 0, 3]]], []];
    // 2 locations + 3 metadata locations + 1 for the page: one chunk of its own at 6.
    expect(chunkWords([withMeta, word('zebra', 1)], 6).map((chunk) => chunk.words.length)).toEqual([
      1, 1,
    ]);
  });
});

describe('codeWords', () => {
  it('flags the words whose letters come from code, across Pagefind’s added punctuation', () => {
    const words = ['Start', 'it.', 'Call', 'Livelink.start(options)', 'then', 'wait.'];
    const runs = [
      {text: 'Start it', code: false},
      {text: '\n Call ', code: false},
      {text: 'Livelink.start(options)', code: true},
      {text: ' then wait.', code: false},
    ];
    const code = codeWords(words, runs);
    expect(code).toEqual([false, false, false, true, false, false]);
    // Result parts carry the code runs as offsets from their first word.
    const [part] = splitIntoParts({url: '/a', title: 'A', section: 'Guide'}, words, [], code);
    expect(part?.code).toEqual([[3, 4]]);
  });

  it('gives up when the two readings of a page do not line up', () => {
    expect(codeWords(['Hello', 'world'], [{text: 'Hello there', code: false}])).toBeUndefined();
    expect(codeWords(['Hello'], [{text: 'Hello world', code: false}])).toBeUndefined();
  });
});
