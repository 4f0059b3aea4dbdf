/**
 * `npm run search-index`: rebuilds the search index of the existing
 * production build in `build/` (or `DOCS_BUILD_DIR`), without building the site again. Useful
 * when working on the index or the ranking; `npm run build` does the same
 * after every build.
 */
import path from 'node:path';
import {siteBuildDirectory} from '../src/settings/buildDirectory.ts';
import {buildPagefindIndex} from '../src/plugins/search/indexing/buildPagefindIndex.ts';
import {indexReportLine} from '../src/plugins/search/indexing/indexReportLine.ts';
import {readVocabulary, VOCABULARY_FILE} from '../src/plugins/search/vocabulary/vocabularyFile.ts';

const siteDir = path.resolve(import.meta.dirname, '..');
const buildDir = siteBuildDirectory(siteDir);
const vocabulary = readVocabulary(path.join(siteDir, VOCABULARY_FILE));
console.info(indexReportLine(await buildPagefindIndex(siteDir, buildDir, vocabulary)));
