import type {Vocabulary} from './vocabularyFile';

/** A synonym record as Algolia's synonyms API takes it (`saveSynonyms`, `PUT /1/indexes/{index}/synonyms/batch`). */
export type AlgoliaSynonym =
  | {objectID: string; type: 'synonym'; synonyms: string[]}
  | {objectID: string; type: 'onewaysynonym'; input: string; synonyms: string[]}
  | {
      objectID: string;
      type: 'altcorrection1' | 'altcorrection2';
      word: string;
      corrections: string[];
    };

/** A stable record id from its kind and first phrase, so that re-exporting replaces records instead of adding copies. */
function objectId(kind: string, phrase: string): string {
  return `${kind}-${phrase.replace(/[^\p{L}\p{N}]+/gu, '-')}`;
}

/**
 * The vocabulary as Algolia synonym records, so that a site on Algolia
 * behaves as the embedded engine does (see `compileSynonyms`): a term and
 * its synonyms, and each `synonyms` group, are two-way records; a term's
 * reader words and each `oneWay` entry are one-way records; each
 * alternative correction is an `altcorrection1` or `altcorrection2` record.
 */
export function algoliaSynonyms(vocabulary: Vocabulary): AlgoliaSynonym[] {
  const records: AlgoliaSynonym[] = [];
  for (const term of vocabulary.terms) {
    const name = term.term.toLowerCase();
    if (term.synonyms.length > 0) {
      records.push({
        objectID: objectId('term', name),
        type: 'synonym',
        synonyms: [name, ...term.synonyms],
      });
    }
    for (const word of term.readerWords) {
      records.push({
        objectID: objectId('reader', word),
        type: 'onewaysynonym',
        input: word,
        synonyms: [name, ...term.synonyms],
      });
    }
  }
  for (const group of vocabulary.synonyms) {
    records.push({objectID: objectId('group', group[0] ?? ''), type: 'synonym', synonyms: group});
  }
  for (const {input, synonyms} of vocabulary.oneWay) {
    records.push({objectID: objectId('oneway', input), type: 'onewaysynonym', input, synonyms});
  }
  for (const {word, corrections, typos} of vocabulary.altCorrections) {
    records.push({
      objectID: objectId('altcorrection', word),
      type: typos === 1 ? 'altcorrection1' : 'altcorrection2',
      word,
      corrections,
    });
  }
  return records;
}
