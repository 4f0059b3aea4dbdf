import path from 'node:path';
import {describe, expect, it} from 'vitest';
import {smallVocabulary} from './fixtures/vocabulary';
import {algoliaSynonyms} from '../../src/plugins/search/vocabulary/algoliaSynonyms';
import {checkVocabulary} from '../../src/plugins/search/vocabulary/checkVocabulary';
import {
  compileSynonyms,
  vocabularyTargets,
} from '../../src/plugins/search/vocabulary/compileSynonyms';
import {missingTargets} from '../../src/plugins/search/vocabulary/missingTargets';
import {
  parseVocabulary,
  readVocabulary,
  VOCABULARY_FILE,
  vocabularyProblems,
} from '../../src/plugins/search/vocabulary/vocabularyFile';

const vocabulary = smallVocabulary;

describe('the vocabulary file', () => {
  it('is the site’s, and valid', () => {
    const site = readVocabulary(path.resolve(import.meta.dirname, '../..', VOCABULARY_FILE));
    expect(site.terms.length).toBeGreaterThan(20);
    expect(vocabularyProblems(site, new Set(site.terms.map((term) => term.page)))).toEqual([]);
  });

  it('refuses an entry that breaks a rule, naming it', () => {
    const parse = (yaml: string) => () => parseVocabulary(yaml, 'v.yml');
    const valid = 'terms: []\nsynonyms: []\noneWay: []\naltCorrections: []\n';
    expect(parse(valid)).not.toThrow();
    expect(parse(valid.replace('synonyms: []', 'synonyms: [[Mesh, model]]'))).toThrow(
      /synonyms\.0\.0: must be lowercase/,
    );
    expect(parse(valid.replace('synonyms: []', 'synonyms: [[a b c d, model]]'))).toThrow(
      /at most three words/,
    );
    expect(
      parse(
        valid.replace(
          'altCorrections: []',
          'altCorrections: [{word: grey, corrections: [dark gray], typos: 1}]',
        ),
      ),
    ).toThrow(/single word/);
    expect(
      parse(valid.replace('terms: []', 'terms: [{term: X, page: nowhere, definition: y}]')),
    ).toThrow(/terms\.0\.page/);
    expect(parse(`${valid}extra: 1\n`)).toThrow(/v\.yml is not a valid vocabulary/);
  });

  it('finds an input mapped twice, and a term whose page is not on the site', () => {
    const twice = {
      ...vocabulary,
      oneWay: [...vocabulary.oneWay, {input: 'prefab', synonyms: ['scene']}],
    };
    expect(vocabularyProblems(twice, new Set(['/core-concepts/rendering-sessions']))).toEqual([
      '"prefab" is mapped in more than one place',
      'the page of "Linker", /core-concepts/scene-model, is not a page of the site',
    ]);
  });
});

describe('synonyms', () => {
  it('are two-way in groups, one-way from readers’ words, and typos in alternative corrections', () => {
    const table = compileSynonyms(vocabulary);
    expect(table['rendering session']).toEqual([['session', 0]]);
    expect(table.session).toEqual([['rendering session', 0]]);
    expect(table['game server']).toEqual([
      ['rendering session', 0],
      ['session', 0],
    ]);
    expect(table.prefab).toEqual([['linker', 0]]);
    expect(table.linker).toBeUndefined();
    expect(table.fps).toEqual([['frame rate', 0]]);
    expect(table['frame rate']).toEqual([['fps', 0]]);
    expect(table.multiplayer).toEqual([
      ['multi-user', 0],
      ['collaboration', 0],
    ]);
    expect(table.collaboration).toBeUndefined();
    expect(table.color).toEqual([['colour', 1]]);
  });

  it('export to Algolia’s synonym records, each kind as Algolia names it', () => {
    const records = algoliaSynonyms(vocabulary);
    expect(records).toContainEqual({
      objectID: 'term-rendering-session',
      type: 'synonym',
      synonyms: ['rendering session', 'session'],
    });
    expect(records).toContainEqual({
      objectID: 'reader-prefab',
      type: 'onewaysynonym',
      input: 'prefab',
      synonyms: ['linker'],
    });
    expect(records).toContainEqual({
      objectID: 'altcorrection-color',
      type: 'altcorrection1',
      word: 'color',
      corrections: ['colour'],
    });
    expect(new Set(records.map((record) => record.objectID)).size).toBe(records.length);
  });
});

describe('the check that every word search is sent to is on a page', () => {
  it('finds words and phrases whole, whatever the punctuation and endings', () => {
    const pages = [
      'Start a rendering session. Multi-user sessions stay in sync (webhooks, H.265).',
    ];
    expect(
      missingTargets(
        ['rendering session', 'multi-user', 'webhook', 'h.265', 'session', 'rendered', 'stream'],
        pages,
      ),
    ).toEqual(['stream']);
    expect(missingTargets(['frame rate'], ['frame of the rate'])).toEqual(['frame rate']);
  });

  it('stops the build on a target no page holds, the Glossary aside', () => {
    expect(vocabularyTargets(vocabulary)).toContain('frame rate');
    const page = (url: string, text: string, showsVocabulary = false) => ({
      url,
      text,
      showsVocabulary,
    });
    const pages = [
      page('/core-concepts/rendering-sessions', 'A rendering session, fps and frame rate, colour.'),
      page('/core-concepts/scene-model', 'A linker. Multi-user collaboration.'),
    ];
    expect(() => checkVocabulary(vocabulary, pages)).not.toThrow();
    const withoutLinker = [
      pages[0],
      page('/core-concepts/scene-model', 'Multi-user collaboration.'),
      page('/glossary', 'linker', true),
    ];
    expect(() => checkVocabulary(vocabulary, withoutLinker as typeof pages)).toThrow(
      /no page holds "linker"/,
    );
  });
});
