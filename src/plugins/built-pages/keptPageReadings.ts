import {createHash} from 'node:crypto';
import {existsSync, mkdirSync, readFileSync} from 'node:fs';
import path from 'node:path';
import {addLabelled} from '../../site/buildCache/labelledHash';
import {removeFilesExcept} from '../../site/files/removeFilesExcept';
import {writeFileAtomically} from '../../site/files/writeFileAtomically';
import type {MachinePage} from '../machine-docs/machinePage';
import type {SearchPage} from '../search/indexing/readSearchPages';

/**
 * What reading one built page gave: its search index and Markdown twin
 * forms and the characters of its typeset maths, or nothing for a page
 * without an article.
 */
export type PageReading =
  {search: SearchPage; machine: MachinePage; maths: string} | {skipped: true};

/** Readings of single pages kept between builds (see `keptPageReadings`). */
export type KeptPageReadings = {
  /**
   * The reading kept for `file` with this `document` (see
   * `articleDocument`), or else what `read` gives, kept for the next build.
   */
  reading: (file: string, document: string, read: () => PageReading) => PageReading;
  /** How many pages were read afresh so far, the others being kept readings. */
  readAfresh: () => number;
  /** Removes the kept readings this build did not ask for, so the folder holds one build's pages. */
  forgetUnused: () => void;
};

/**
 * Readings of single pages kept in `dir` from one build to the next, each
 * under the hash of `readingKey` (what reading depends on besides the page:
 * see `pageReadingKey`), the page's file and its document. A page's
 * document holds all that is read from it, and leaves out the bundle's file
 * names that change in every page when any page does; so after an edit,
 * only the pages that changed are parsed and converted again.
 */
export function keptPageReadings(dir: string, readingKey: string): KeptPageReadings {
  const asked = new Set<string>();
  let readAfresh = 0;
  const keyOf = (file: string, document: string) => {
    const hash = createHash('sha256');
    addLabelled(hash, 'reading', readingKey);
    addLabelled(hash, 'file', file);
    addLabelled(hash, 'document', document);
    return hash.digest('hex');
  };
  return {
    reading(file, document, read) {
      const name = `${keyOf(file, document)}.json`;
      asked.add(name);
      const kept = path.join(dir, name);
      if (existsSync(kept)) return JSON.parse(readFileSync(kept, 'utf8')) as PageReading;
      const reading = read();
      readAfresh += 1;
      mkdirSync(dir, {recursive: true});
      // Whole or not at all: an interrupted build must not leave half a reading to be parsed next time.
      writeFileAtomically(kept, JSON.stringify(reading));
      return reading;
    },
    readAfresh: () => readAfresh,
    forgetUnused: () => removeFilesExcept(dir, asked),
  };
}
