import {describe, expect, it} from 'vitest';
import {MIN_SHARE, rankResults} from '../../src/plugins/search/engine/rankResults';
import type {RelaxedResult} from '../../src/plugins/search/engine/relaxQuery';
import {roughStem, saysTitle, titleCoverage} from '../../src/plugins/search/engine/titleCoverage';
import {nameLookups, type PageTable} from '../../src/plugins/search/shared/pageTable';

describe('ranking', () => {
  const table: PageTable = {
    pages: {
      guide: ['Cameras', 'article'],
      tutorial: ['Set up your camera controller', 'article'],
      class: ['Class: DefaultCameraController', 'symbol'],
      type: ['Type Alias: CameraSettings', 'type'],
      other: ['Lights', 'article'],
    },
    names: {defaultcameracontroller: ['class']},
  };
  const result = (
    id: string,
    score: number,
    share = 1,
    more: Partial<RelaxedResult> = {},
  ): RelaxedResult => ({
    id,
    score,
    words: [],
    share,
    typos: 0,
    prefixes: 0,
    matched: '0',
    matchedWords: [],
    ...more,
  });

  it('looks a name up among the pages of the kind a reader names with it', () => {
    expect(nameLookups('Livelink class')).toEqual([
      {key: 'livelinkclass'},
      {key: 'livelink', kinds: ['symbol']},
    ]);
    expect(nameLookups('asset material')).toEqual([
      {key: 'assetmaterial'},
      {key: 'material', kinds: ['reference']},
    ]);
    expect(nameLookups('class')).toEqual([{key: 'class'}]);
    const ranked = rankResults(
      [result('guide', 9)],
      'DefaultCameraController class',
      [1, 1],
      table,
    );
    expect(ranked[0]?.id).toBe('class');
    // A type page is no class.
    expect(
      rankResults([], 'CameraSettings class', [1, 1], {
        ...table,
        names: {camerasettings: ['type']},
      }),
    ).toEqual([]);
  });

  it('puts the page defining the exact name first, even when the search missed it', () => {
    const ranked = rankResults(
      [result('guide', 9), result('tutorial', 8)],
      'DefaultCameraController',
      [1],
      table,
    );
    expect(ranked.map((entry) => entry.id)).toEqual(['class', 'guide', 'tutorial']);
  });

  it('finds a name typed with typos by the typo rules, but only when no name matches as typed', () => {
    const corrected = (query: string) =>
      rankResults([], query, [1], table, {corrected: query}).map((entry) => entry.id);
    expect(corrected('DefaultCameraControler')).toEqual(['class']);
    expect(corrected('DefualtCameraControler')).toEqual(['class']);
    // Three typos are more than a name of 23 letters may have.
    expect(corrected('DefualtCamreaControler')).toEqual([]);
    // A query of several words is corrected word by word, and looked up as corrected.
    expect(
      rankResults([], 'default camera controler', [1, 1, 1], table, {
        corrected: 'default camera controller',
      }).map((entry) => entry.id),
    ).toEqual(['class']);
    expect(rankResults([], 'DefaultCameraControler', [1], table).map((entry) => entry.id)).toEqual(
      [],
    );
  });

  it('lifts a page whose title carries the query over one that merely mentions it', () => {
    const ranked = rankResults(
      [
        result('other', 10, 1, {matchedWords: [['camera'], ['controller']], matched: '0 1'}),
        result('tutorial', 6, 1, {matchedWords: [['camera'], ['controller']], matched: '0 1'}),
      ],
      'camera controller',
      [1, 1],
      table,
    );
    expect(ranked.map((entry) => entry.id)).toEqual(['tutorial', 'other']);
  });

  it('lifts a page whose whole title the query says, unless it reads a question', () => {
    const both = [
      result('guide', 10, 1, {matchedWords: [['camera'], ['controller']], matched: '0 1'}),
      result('tutorial', 9, 1, {matchedWords: [['camera'], ['controller']], matched: '0 1'}),
    ];
    const order = (liftWholeTitles: boolean) =>
      rankResults(both, 'camera controller setup', [1, 1, 1], table, {liftWholeTitles}).map(
        (entry) => entry.id,
      );
    // "Cameras" is said in full; "Set up your camera controller" is not.
    expect(saysTitle([['camera'], ['controller']], 'Cameras')).toBe(true);
    expect(saysTitle([['camera'], ['controller']], 'Set up your camera controller')).toBe(false);
    expect(saysTitle([['rename'], ['asset']], 'Rename an asset')).toBe(true);
    expect(order(true)).toEqual(['guide', 'tutorial']);
    expect(order(false)).toEqual(['tutorial', 'guide']);
  });

  it('weighs generated type pages below written ones', () => {
    const ranked = rankResults(
      [result('type', 10), result('guide', 6)],
      'camera settings',
      [1, 1],
      table,
    );
    expect(ranked.map((entry) => entry.id)).toEqual(['guide', 'type']);
  });

  it('weighs a page by the square of the share of the query it holds', () => {
    // Holding half the query, with twice the score and half the title: still below.
    const ranked = rankResults(
      [result('other', 4, 0.5), result('guide', 2, 1)],
      'lights intensity',
      [1, 1],
      table,
    );
    expect(ranked.map((entry) => entry.id)).toEqual(['guide', 'other']);
  });

  it('leaves out a page holding only a small share of a query of several words', () => {
    const ranked = rankResults(
      [result('other', 50, MIN_SHARE * 0.9), result('guide', 1, MIN_SHARE)],
      'kubernetes lights',
      [5, 1],
      table,
    );
    expect(ranked.map((entry) => entry.id)).toEqual(['guide']);
    // A one-word query has no share to fall short of.
    expect(rankResults([result('other', 1, 0)], 'lights', [1], table)).toHaveLength(1);
  });

  it('ranks an exact match above a corrected one, and fewer typos above more, whatever the scores', () => {
    const ranked = rankResults(
      [
        result('guide', 100, 1, {typos: 2}),
        result('other', 50, 1, {typos: 1}),
        result('tutorial', 1, 1, {typos: 0}),
      ],
      'lihgts',
      [1],
      table,
    );
    expect(ranked.map((entry) => entry.id)).toEqual(['tutorial', 'other', 'guide']);
    expect(ranked[1]?.weight).toBeLessThan(ranked[0]?.weight ?? 0);
  });

  it('never ranks a word it only starts above the whole word', () => {
    const ranked = rankResults(
      [result('guide', 100, 1, {prefixes: 1}), result('other', 1, 1, {prefixes: 0})],
      'light',
      [1],
      table,
    );
    expect(ranked.map((entry) => entry.id)).toEqual(['other', 'guide']);
  });

  it('compares typos only between pages that matched the same words', () => {
    // Holding both words with a corrected one beats holding one of them exactly.
    const ranked = rankResults(
      [
        result('guide', 1, 0.5, {matched: '0'}),
        result('tutorial', 10, 1, {matched: '0 1', typos: 1}),
      ],
      'camera controler',
      [1, 1],
      table,
    );
    expect(ranked.map((entry) => entry.id)).toEqual(['tutorial', 'guide']);
  });
});

describe('title coverage', () => {
  it('meets words through plurals, endings and camelCase', () => {
    expect(roughStem('sessions')).toBe('session');
    expect(roughStem('rendering')).toBe('render');
    expect(titleCoverage([['rendering'], ['sessions']], 'Rendering sessions')).toBe(1);
    expect(titleCoverage([['camera'], ['controller']], 'Class: DefaultCameraController')).toBe(1);
    // Cut where the highlighter cuts: an acronym's last capital starts the next word.
    expect(titleCoverage([['server']], 'Class: HTTPServer')).toBe(1);
    expect(titleCoverage([['vec']], 'Type Alias: Vec3')).toBe(1);
    expect(titleCoverage([['livelink'], ['class']], 'Class: Livelink')).toBe(1);
    expect(titleCoverage([['camera'], ['lights']], 'Lights')).toBe(0.5);
    expect(titleCoverage([['camera'], ['lights']], 'Lights', [3, 1])).toBe(0.25);
    // Too short to stand for a longer word.
    expect(titleCoverage([['us']], 'User tokens')).toBe(0);
    // A slot that did not match on the page is not in its title; a phrase needs all its words.
    expect(titleCoverage([[], ['lights']], 'Lights')).toBe(0.5);
    expect(titleCoverage([['rendering', 'session']], 'Rendering sessions')).toBe(1);
    expect(titleCoverage([['rendering', 'graph']], 'Rendering sessions')).toBe(0);
  });
});
