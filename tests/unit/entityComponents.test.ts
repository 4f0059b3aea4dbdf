import path from 'node:path';
import {describe, expect, it} from 'vitest';
import {componentCategories} from '../../src/plugins/entity-components/categories';
import {assetTypeIdOf, displayNameOf} from '../../src/plugins/entity-components/names';
import {readComponents} from '../../src/plugins/entity-components/readComponents';
import {declarationProgram} from '../../src/site/references/declarationProgram';
import {installedVersion, publishedTypings} from '../../src/site/installedVersion';
import {
  escapeMdx,
  renderComponentsPage,
} from '../../src/plugins/entity-components/renderComponentsPage';

const fixture = path.join(import.meta.dirname, 'fixtures/entity-components/ComponentsRecord.d.ts');
const siteDir = path.resolve(import.meta.dirname, '../..');
const fixtureCategories = [
  {id: 'placement', title: 'Placement', components: ['transform', 'marker']},
  {id: 'looks', title: 'Looks', components: ['mesh_ref']},
];

describe('names', () => {
  it('derives display names and asset type ids', () => {
    expect(displayNameOf('AnimationSequenceController')).toBe('Animation Sequence Controller');
    expect(assetTypeIdOf('PointCloud')).toBe('point_cloud');
    expect(assetTypeIdOf('Texture3D')).toBe('texture_3d');
    expect(assetTypeIdOf('Texture1D')).toBe('texture_1d');
  });
});

describe('readComponents on a fixture', () => {
  const components = readComponents(fixture);

  it('reads every record entry with its type, description and attributes', () => {
    expect(components.map((component) => component.id)).toEqual([
      'transform',
      'mesh_ref',
      'marker',
    ]);
    const transform = components[0];
    expect(transform).toMatchObject({
      typeName: 'Transform',
      displayName: 'Transform',
      description: 'Where the entity is.',
    });
    expect(transform?.attributes[0]).toEqual({
      name: 'position',
      type: 'Vec3',
      defaultValue: '[0,0,0]',
      description: 'Where it is, in metres.',
      assetTypes: [],
    });
    expect(transform?.attributes[1]?.defaultValue).toBeUndefined();
  });

  it('finds the asset types referenced through AssetRef', () => {
    expect(components[1]?.assetTypes).toEqual(['mesh', 'texture_3d']);
    expect(components[1]?.attributes[0]?.assetTypes).toEqual(['mesh']);
  });

  it('renders a page with a table per component, links to asset types and escaped text', () => {
    const page = renderComponentsPage({
      components,
      categories: fixtureCategories,
      packageVersion: '0.0.0',
    });
    expect(page).toContain('slug: /references/entity-components');
    expect(page).toContain('### Transform \\{#transform\\}');
    expect(page).toContain('| `position` | `Vec3` | `[0,0,0]` | Where it is, in metres. |');
    expect(page).toContain('[texture_3d](/references/assets/texture_3d)');
    expect(page).toContain('This component has no attributes of its own.');
    expect(page).toContain('A flag with a \\| pipe and \\<angle\\> \\{brace\\} in its text.');
  });

  it('refuses a component that is in no category', () => {
    expect(() =>
      renderComponentsPage({
        components,
        categories: fixtureCategories.slice(0, 1),
        packageVersion: '0.0.0',
      }),
    ).toThrow(/without a category: mesh_ref/);
  });

  it('escapes MDX-significant characters', () => {
    expect(escapeMdx('a {b} <c> | d_e')).toBe('a \\{b\\} \\<c\\> \\| d\\_e');
  });
});

describe('readComponents on the pinned @3dverse/livelink.core', () => {
  const typings = publishedTypings(siteDir, '@3dverse/livelink.core');
  const components = readComponents(typings);
  const page = renderComponentsPage({
    components,
    categories: componentCategories,
    packageVersion: installedVersion(siteDir, '@3dverse/livelink.core'),
  });

  it('documents every component of the package', () => {
    // The record's declaration, wherever the typings lead, read as text.
    const source =
      declarationProgram(typings)
        .getSourceFiles()
        .map((file) => file.text)
        .find((text) => text.includes('export type ComponentsRecord = {')) ?? '';
    const recordBody = source.slice(source.indexOf('export type ComponentsRecord = {'));
    const declared = [...recordBody.matchAll(/^\s+([a-z0-9_]+): Components\.\w+;/gm)].map(
      (match) => match[1],
    );
    expect(declared.length).toBeGreaterThan(40);
    for (const id of declared) {
      expect(page).toContain(`\\{#${id}\\}`);
    }
  });

  it('gives every component attributes or says it has none, and well-known defaults', () => {
    const transform = components.find((component) => component.id === 'local_transform');
    expect(
      transform?.attributes.find((attribute) => attribute.name === 'scale')?.defaultValue,
    ).toBe('[1,1,1]');
    expect(components.find((component) => component.id === 'mesh_ref')?.assetTypes).toContain(
      'mesh',
    );
  });
});
