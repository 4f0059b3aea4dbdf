import {readFileSync} from 'node:fs';
import path from 'node:path';
import {describe, expect, it} from 'vitest';
import {smallVocabulary} from './fixtures/vocabulary';
import {querySlots} from '../../src/plugins/search/engine/querySlots';
import {allowedTypos, typoDistance} from '../../src/plugins/search/engine/typoRules';
import {
  isSiteWord,
  nearWords,
  startsAWord,
  wordCorrections,
  type Lexicon,
} from '../../src/plugins/search/engine/wordCorrections';
import {writeWordTable} from '../../src/plugins/search/indexing/writeWordTable';
import {lexiconForm, lexiconWords} from '../../src/plugins/search/shared/lexicon';
import {
  encodeShardBits,
  hasShardBit,
  WORD_TABLE_FILE,
  type WordTable,
} from '../../src/plugins/search/shared/wordTable';
import {scratchFolder} from '../support/scratchFolder';

describe('the typo rules', () => {
  it('allow no typo below 4 letters or with a digit, one from 4 letters, two from 8', () => {
    expect(
      ['xr', 'gpu', 'mesh', 'camera', 'session', 'sessions', 'h265', 'texture3d'].map(allowedTypos),
    ).toEqual([0, 0, 1, 1, 1, 2, 0, 0]);
  });

  it('count an inserted, dropped, replaced or swapped letter as one typo each', () => {
    expect(typoDistance('session', 'session', 2)).toBe(0);
    expect(typoDistance('sesion', 'session', 2)).toBe(1);
    expect(typoDistance('sessionn', 'session', 2)).toBe(1);
    expect(typoDistance('sessoin', 'session', 2)).toBe(1);
    expect(typoDistance('sessiun', 'session', 2)).toBe(1);
    // Swapped neighbours are one typo, not two replacements.
    expect(typoDistance('ssesion', 'session', 2)).toBe(1);
    expect(typoDistance('camrea', 'camera', 1)).toBe(1);
    expect(typoDistance('cmaera', 'camera', 1)).toBe(1);
    expect(typoDistance('camra', 'camera', 2)).toBe(1);
    expect(typoDistance('cmra', 'camera', 2)).toBe(2);
  });

  it('stop counting past the limit', () => {
    expect(typoDistance('kubernetes', 'camera', 2)).toBe(3);
    expect(typoDistance('a', 'abcdef', 1)).toBe(2);
  });
});

const siteWords = [
  'session sessions rendering render camera cameras controller control controls',
  'livelink join_or_start joinOrStart scene scenes lexicon lights analyse analysing',
  '3dverse float32 vec3 vector 404 2025',
].join(' ');

const vocabulary = smallVocabulary;

const bundle = scratchFolder('lexicon-');
writeWordTable(bundle, vocabulary, [siteWords]);
const table = JSON.parse(readFileSync(path.join(bundle, WORD_TABLE_FILE), 'utf8')) as WordTable;
const lexicon: Lexicon = {
  shards: table.shards,
  read: async (file) => JSON.parse(readFileSync(path.join(bundle, file), 'utf8')),
};

describe('the lexicon', () => {
  it('holds words as Pagefind reads them, and their runs of letters', () => {
    expect(lexiconForm('join_or_start')).toBe('joinorstart');
    expect(lexiconForm('Livelink.js')).toBe('livelinkjs');
    expect(lexiconWords('join_or_start texture_3d Livelink.js a xr 3dverse 2025')).toEqual([
      'joinorstart',
      'join',
      'start',
      'texture3d',
      'texture',
      'livelinkjs',
      'livelink',
      '3dverse',
      'dverse',
    ]);
  });

  it('knows which shards exist, so none missing is ever asked for', () => {
    const bits = encodeShardBits(['ca', 'se', '__']);
    expect(hasShardBit(bits, 'ca')).toBe(true);
    expect(hasShardBit(bits, '__')).toBe(true);
    expect(hasShardBit(bits, 'ce')).toBe(false);
  });

  it('tells words of the site from words Pagefind only stems alike', async () => {
    expect(await isSiteWord(lexicon, 'cameras')).toBe(true);
    expect(await isSiteWord(lexicon, 'Camera')).toBe(true);
    expect(await isSiteWord(lexicon, 'analysed')).toBe(true);
    expect(await isSiteWord(lexicon, 'joinOrStart')).toBe(true);
    // Stemmed as "control", which the site has; but it is a typo of "controller".
    expect(await isSiteWord(lexicon, 'controler')).toBe(false);
    expect(await startsAWord(lexicon, 'camer')).toBe(true);
    expect(await startsAWord(lexicon, 'zzq')).toBe(false);
  });

  it('knows the words with digits a reader may be typing, but no number alone', async () => {
    expect(await startsAWord(lexicon, '3dv')).toBe(true);
    expect(await startsAWord(lexicon, 'float3')).toBe(true);
    expect(await startsAWord(lexicon, 'float4')).toBe(false);
    expect(await startsAWord(lexicon, '202')).toBe(false);
  });
});

describe('corrections', () => {
  const best = async (typed: string) => (await wordCorrections(lexicon, typed))[0]?.word;

  it('find the word a typo was meant for, wherever the typo is', async () => {
    expect(await best('sesion')).toBe('session');
    expect(await best('controler')).toBe('controller');
    expect(await best('camrea')).toBe('camera');
    // Among the first three letters: replaced, dropped, added, swapped.
    expect(await best('aession')).toBe('session');
    expect(await best('ession')).toBe('session');
    expect(await best('xsession')).toBe('session');
    expect(await best('esssions')).toBe('sessions');
    expect(await best('smssion')).toBe('session');
    expect(await best('sssion')).toBe('session');
    expect(await best('seession')).toBe('session');
    expect(await best('ssesion')).toBe('session');
    // Two typos in a long word.
    expect(await best('rendreign')).toBe('rendering');
  });

  it('correct nothing the rules do not allow', async () => {
    expect(await wordCorrections(lexicon, 'sce')).toEqual([]);
    expect(await best('scen')).toBe('scene');
    expect(await wordCorrections(lexicon, 'sessiion2')).toEqual([]);
    expect(await wordCorrections(lexicon, 'zzqxvkwj')).toEqual([]);
    // Two typos in a word of 6 letters is one too many.
    expect(await wordCorrections(lexicon, 'sesoin')).toEqual([]);
    // A word with a digit is no correction: one digit off is another name.
    const corrected = async (typed: string) =>
      (await wordCorrections(lexicon, typed)).map((correction) => correction.word);
    expect(await corrected('vecx')).toEqual(['vec']);
    expect((await nearWords(lexicon, 'flxat')).map((near) => near.word)).toEqual(['float']);
  });

  it('put fewer typos first', async () => {
    const corrections = await wordCorrections(lexicon, 'controlls');
    expect(corrections.map((correction) => correction.typos)).toEqual(
      [...corrections.map((correction) => correction.typos)].sort(),
    );
    expect(corrections[0]).toEqual(expect.objectContaining({word: 'controls', typos: 1}));
  });

  it('offer near words beyond the rules as suggestions only', async () => {
    expect((await nearWords(lexicon, 'sesoin'))[0]?.word).toBe('session');
  });
});

describe('query slots', () => {
  it('take a phrase the vocabulary maps as one slot, and drop stop words', () => {
    const slots = querySlots('How do I host a game server?', table.synonyms);
    expect(slots.map((slot) => [slot.typed, slot.words])).toEqual([
      ['host', ['host']],
      ['game server', ['game', 'server']],
    ]);
    expect(slots[1]?.alternatives).toEqual([
      ['rendering session', 0],
      ['session', 0],
    ]);
    expect(querySlots('color', table.synonyms)[0]?.alternatives).toEqual([['colour', 1]]);
    expect(querySlots('how to', table.synonyms).map((slot) => slot.typed)).toEqual(['how', 'to']);
    expect(querySlots('scene scene', table.synonyms)).toHaveLength(1);
    // A mapped phrase the reader put stop words into.
    const renamed = querySlots('change the name of a folder', {'change name': [['rename', 0]]});
    expect(renamed.map((slot) => [slot.typed, slot.words, slot.alternatives])).toEqual([
      ['change the name', ['change', 'name'], [['rename', 0]]],
      ['folder', ['folder'], []],
    ]);
  });
});
