import {load} from 'cheerio';
import {describe, expect, it} from 'vitest';
import {rankResults} from '../../src/plugins/search/engine/rankResults';
import {informativeness, relaxQuery} from '../../src/plugins/search/engine/relaxQuery';
import {roughStem, titleCoverage} from '../../src/plugins/search/engine/titleCoverage';
import {definedNames} from '../../src/plugins/search/indexing/definedNames';
import {pageKind} from '../../src/plugins/search/indexing/pageKind';
import {
  bareTitle,
  nameKey,
  nameLookups,
  type PageTable,
} from '../../src/plugins/search/shared/pageTable';

describe('names', () => {
  it('meet their page whatever the case, spacing, punctuation or TypeDoc kind', () => {
    expect(nameKey('Get a user')).toBe(nameKey('get user'));
    expect(nameKey('point_light')).toBe(nameKey('Point Light'));
    expect(nameKey('.fbx')).toBe(nameKey('FBX'));
    expect(nameKey('Class: DefaultCameraController')).toBe('defaultcameracontroller');
    expect(bareTitle('Abstract Class: RenderingSurfaceBase')).toBe('RenderingSurfaceBase');
    expect(bareTitle('Type Alias: AssetRef<T>')).toBe('AssetRef');
  });

  it('are read from defining table columns: attributes, components, extensions', () => {
    const $ = load(`<article>
      <table><thead><tr><th>Attribute</th><th>Type</th></tr></thead>
        <tbody><tr><td><code>intensity</code></td><td><code>number</code></td></tr></tbody></table>
      <table><thead><tr><th>Source</th><th>Extensions</th></tr></thead>
        <tbody><tr><td>Audio</td><td><code>wav</code>, <code>mp3</code></td></tr></tbody></table>
      <table><thead><tr><th>Parameter</th></tr></thead>
        <tbody><tr><td><code>options</code></td></tr></tbody></table>
    </article>`);
    expect(definedNames($, $('article'))).toEqual(['intensity', 'wav', 'mp3']);
  });

  it('are kinds of page from their path and content', () => {
    const empty = load('<main></main>');
    const operation = load('<main><p data-api-endpoint></p></main>');
    expect(pageKind(empty, '/references/livelink.react/classes/DefaultCameraController')).toBe(
      'symbol',
    );
    expect(pageKind(empty, '/references/livelink.react/functions/useEntity')).toBe('symbol');
    expect(pageKind(empty, '/references/livelink.js/types/Assets.Material')).toBe('type');
    expect(pageKind(empty, '/references/livelink.js')).toBe('reference');
    expect(pageKind(operation, '/references/api/get-user')).toBe('operation');
    expect(pageKind(empty, '/references/api/schemas/folder')).toBe('type');
    expect(pageKind(empty, '/references/assets/material')).toBe('reference');
    expect(pageKind(empty, '/devlog/2025/06/18/virtual-arrays-ecs-entity-storage')).toBe('post');
    expect(pageKind(empty, '/core-concepts/rendering-sessions')).toBe('article');
  });
});

describe('relaxed queries', () => {
  it('give each page the share of the query it holds, rarer words counting more', () => {
    const byWord = [
      [
        {id: 'both', score: 4, words: [1]},
        {id: 'rare', score: 3, words: [7]},
      ],
      [
        {id: 'both', score: 5, words: [2]},
        {id: 'common', score: 8, words: [9]},
      ],
    ];
    const rare = informativeness(2, 100);
    const common = informativeness(30, 100);
    const weights = [rare, common];
    const share = (weight: number) => (weight / (rare + common)).toFixed(2);
    const relaxed = relaxQuery(byWord, weights);
    expect(
      relaxed.map((result) => [result.id, result.share.toFixed(2), result.score, result.words]),
    ).toEqual([
      ['both', '1.00', 9, [1, 2]],
      ['rare', share(rare), 3, [7]],
      ['common', share(common), 8, [9]],
    ]);
    expect(rare).toBeGreaterThan(common);
  });

  it('leave a one-word query as Pagefind answered it', () => {
    expect(relaxQuery([[{id: 'a', score: 1, words: [1]}]], [1])).toEqual([
      {id: 'a', score: 1, words: [1], share: 1},
    ]);
  });
});

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
  const result = (id: string, score: number, share = 1) => ({id, score, words: [], share});

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
      ['defaultcameracontroller', 'class'],
      [1, 1],
      table,
    );
    expect(ranked[0]?.id).toBe('class');
    // A type page is no class.
    expect(
      rankResults([], 'CameraSettings class', ['camerasettings', 'class'], [1, 1], {
        ...table,
        names: {camerasettings: ['type']},
      }),
    ).toEqual([]);
  });

  it('puts the page defining the exact name first, even when the search missed it', () => {
    const ranked = rankResults(
      [result('guide', 9), result('tutorial', 8)],
      'DefaultCameraController',
      ['defaultcameracontroller'],
      [1],
      table,
    );
    expect(ranked.map((entry) => entry.id)).toEqual(['class', 'guide', 'tutorial']);
  });

  it('lifts a page whose title carries the query over one that merely mentions it', () => {
    const ranked = rankResults(
      [result('other', 10), result('tutorial', 6)],
      'camera controller',
      ['camera', 'controller'],
      [1, 1],
      table,
    );
    expect(ranked.map((entry) => entry.id)).toEqual(['tutorial', 'other']);
  });

  it('weighs generated type pages below written ones', () => {
    const ranked = rankResults(
      [result('type', 10), result('guide', 6)],
      'camera settings',
      ['camera', 'settings'],
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
      ['lights', 'intensity'],
      [1, 1],
      table,
    );
    expect(ranked.map((entry) => entry.id)).toEqual(['guide', 'other']);
  });
});

describe('title coverage', () => {
  it('meets words through plurals, endings and camelCase', () => {
    expect(roughStem('sessions')).toBe('session');
    expect(roughStem('rendering')).toBe('render');
    expect(titleCoverage(['rendering', 'sessions'], 'Rendering sessions')).toBe(1);
    expect(titleCoverage(['camera', 'controller'], 'Class: DefaultCameraController')).toBe(1);
    expect(titleCoverage(['livelink', 'class'], 'Class: Livelink')).toBe(1);
    expect(titleCoverage(['camera', 'lights'], 'Lights')).toBe(0.5);
    expect(titleCoverage(['camera', 'lights'], 'Lights', [3, 1])).toBe(0.25);
    // Too short to stand for a longer word.
    expect(titleCoverage(['us'], 'User tokens')).toBe(0);
  });
});
