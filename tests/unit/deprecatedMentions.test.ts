import {readFileSync} from 'node:fs';
import path from 'node:path';
import {describe, expect, it} from 'vitest';
import {deprecatedMembers} from '../support/deprecatedMembers';
import {deprecatedMentions} from '../support/deprecatedMentions';
import {libraryReferences} from '../../src/site/references/typedoc';
import {writtenPages} from '../support/writtenPages';

const projectDir = path.resolve(import.meta.dirname, '../..');

describe('deprecated members', () => {
  const members = libraryReferences.flatMap(({entryPoint}) => deprecatedMembers(entryPoint));

  it('are read from the pinned packages', () => {
    expect(members.map(({qualifiedName}) => qualifiedName)).toEqual(
      expect.arrayContaining([
        'Scene.findEntitiesByNames',
        'Scene.findEntitiesWithComponents',
        'Entity.auto_broadcast',
        'EntityUpdatedEvent.change_source',
      ]),
    );
    // Members the DOM deprecates (Event.cancelBubble) are MDN's to describe, not the package's.
    expect(members.map(({name}) => name)).not.toContain('cancelBubble');
  });

  it('are named by no written page unless the sentence says they are deprecated', () => {
    const pages = writtenPages(projectDir);
    expect(pages.length).toBeGreaterThan(100);
    const names = members.map(({name}) => name);
    const found = pages.flatMap((page) =>
      deprecatedMentions(readFileSync(path.join(projectDir, page), 'utf8'), names).map(
        ({line, name, sentence}) => `${page}:${line}: ${name} in "${sentence}"`,
      ),
    );
    expect(found).toEqual([]);
  });
});

describe('deprecatedMentions', () => {
  const names = ['findEntitiesByNames', 'auto_broadcast'];

  it('finds a sentence that recommends a deprecated member', () => {
    const page = 'Intro.\n\nFind them with `scene.findEntitiesByNames()`. Then move on.\n';
    expect(deprecatedMentions(page, names)).toEqual([
      {
        line: 3,
        name: 'findEntitiesByNames',
        sentence: 'Find them with `scene.findEntitiesByNames()`.',
      },
    ]);
  });

  it('accepts a sentence that says the member is deprecated', () => {
    const page = 'The option `auto_broadcast` is deprecated; leave it out. Use `findEntity`.\n';
    expect(deprecatedMentions(page, names)).toEqual([]);
  });

  it('checks table rows and list items one by one, and code blocks whole', () => {
    const page = [
      '| a | `auto_broadcast` |',
      '| b | `auto_broadcast`, deprecated |',
      '- calls findEntitiesByNames',
      '',
      '```ts',
      'scene.findEntitiesByNames({entity_names: []});',
      '```',
      '',
      '```ts',
      '// findEntitiesByNames is deprecated; shown for readers migrating.',
      'scene.findEntitiesByNames({entity_names: []});',
      '```',
    ].join('\n');
    expect(deprecatedMentions(page, names).map(({line, name}) => [line, name])).toEqual([
      [1, 'auto_broadcast'],
      [3, 'findEntitiesByNames'],
      [5, 'findEntitiesByNames'],
    ]);
  });

  it('matches whole names only', () => {
    expect(deprecatedMentions('Call findEntitiesByNamesSoon or my-auto_broadcast.', names)).toEqual(
      [],
    );
  });
});
