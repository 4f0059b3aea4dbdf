import {load} from 'cheerio';
import {describe, expect, it} from 'vitest';
import {definedNames} from '../../src/plugins/search/indexing/definedNames';
import {pageKind} from '../../src/plugins/search/indexing/pageKind';
import {bareTitle, nameKey} from '../../src/plugins/search/shared/pageTable';

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
