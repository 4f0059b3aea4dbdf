/**
 * `npm run --silent algolia:synonyms [-- FILE]`: the site's search
 * vocabulary (docs/_vocabulary.yml) as Algolia synonym records, the body
 * Algolia's "save synonyms" API takes, on standard output or into FILE. A
 * site on Algolia then forgives the same words as the embedded engine:
 *
 *   curl -X POST "https://$APP_ID.algolia.net/1/indexes/$INDEX/synonyms/batch?replaceExistingSynonyms=true" \
 *     -H "X-Algolia-Application-Id: $APP_ID" -H "X-Algolia-API-Key: $ADMIN_KEY" \
 *     -H 'Content-Type: application/json' --data-binary @synonyms.json
 */
import {writeFileSync} from 'node:fs';
import path from 'node:path';
import {algoliaSynonyms} from '../src/plugins/search/vocabulary/algoliaSynonyms.ts';
import {readVocabulary, VOCABULARY_FILE} from '../src/plugins/search/vocabulary/vocabularyFile.ts';

const siteDir = path.resolve(import.meta.dirname, '..');
const records = algoliaSynonyms(readVocabulary(path.join(siteDir, VOCABULARY_FILE)));
const json = `${JSON.stringify(records, null, 2)}\n`;
const file = process.argv[2];
if (file) {
  writeFileSync(file, json);
  console.info(`Wrote ${records.length} synonym records to ${file}.`);
} else {
  process.stdout.write(json);
}
