import {rmSync, writeFileSync} from 'node:fs';
import path from 'node:path';
import {asMeta, asWordChunk, type MetaChunk, type PackedWord} from './bundleFormat';
import {chunkRangeProblems} from './chunkRanges';
import {chunkWords, metaChunk} from './chunkWords';
import {encodeCborFile, readCborFile} from './dataFile';
import {readBundleEntry} from './readBundleEntry';
import {PagefindFormatError} from './supportedPagefind';

/**
 * Word locations per index chunk. Pagefind writes chunks of about 20,000
 * (27 to 31 KB gzipped on this site), and a query loads one chunk per word,
 * so a four-word query cost over 100 KB. At 600 a chunk is 1 to 2 KB.
 */
export const LOCATIONS_PER_CHUNK = 600;

/**
 * A family of words sharing a prefix shorter than `ALWAYS_WHOLE_PREFIX`
 * (one or two letters, as typed on the way to a word) stays in one chunk up
 * to this many locations (see `chunkWords`); longer prefixes always stay
 * whole. The largest chunk is then about 12 KB.
 */
export const WHOLE_FAMILY_WEIGHT = 2000;

/** A file name for a data file, from its digest, one character longer on a clash (as Pagefind names them). */
function uniqueName(prefix: string, digest: string, minLength: number, used: Set<string>): string {
  let length = minLength;
  while (used.has(`${prefix}_${digest.slice(0, length)}`)) length += 1;
  const name = `${prefix}_${digest.slice(0, length)}`;
  used.add(name);
  return name;
}

/** How the word index is rewritten: which words to leave out, and how to chunk the rest. */
export type WordIndexOptions = {
  droppedWords: ReadonlySet<string>;
  locationsPerChunk: number;
  wholeFamilyWeight: number;
};

/** What the rewrite did, per bundle. */
export type WordIndexReport = {
  chunksBefore: number;
  chunksAfter: number;
  wordsDropped: number;
  /** The ids of the indexed pages, as the metadata lists them. */
  pageIds: string[];
};

/**
 * Rewrites the word index of a Pagefind bundle in smaller chunks and
 * without `droppedWords` (see `WordIndexOptions`), with the metadata file
 * pointing at them under a new content hash. Pages are untouched and the
 * other words keep their locations. Before writing, it checks that its own
 * model of how the browser picks chunks holds for the chunks Pagefind wrote,
 * and then for the new ones; either failing stops the build.
 */
export function rewriteWordIndex(
  bundleDir: string,
  {droppedWords, locationsPerChunk, wholeFamilyWeight}: WordIndexOptions,
): WordIndexReport {
  const entry = readBundleEntry(bundleDir, {requireSupportedVersion: true});
  const report: WordIndexReport = {chunksBefore: 0, chunksAfter: 0, wordsDropped: 0, pageIds: []};
  for (const [language, info] of Object.entries(entry.languages)) {
    const metaName = `pagefind.${info.hash}.pf_meta`;
    const meta = asMeta(readCborFile(path.join(bundleDir, metaName)), metaName);
    if (meta.version !== entry.version) {
      throw new PagefindFormatError(metaName, `version ${meta.version}, entry ${entry.version}`);
    }
    const chunkFile = (hash: string) => path.join(bundleDir, 'index', `${hash}.pf_index`);
    const original = meta.chunks.map((range) => ({
      range,
      words: asWordChunk(readCborFile(chunkFile(range[2])), `index/${range[2]}.pf_index`),
    }));
    const originalProblems = chunkRangeProblems(
      original.map(({range, words}) => ({range, words: words.map(([word]) => word)})),
    );
    if (originalProblems.length > 0) {
      throw new PagefindFormatError(
        metaName,
        `its word chunks do not follow the range rule the adapter expects: ${originalProblems.slice(0, 3).join('; ')}`,
      );
    }
    const allWords = original.flatMap(({words}) => words);
    const kept: PackedWord[] = allWords.filter(([word]) => !droppedWords.has(word));
    const chunks = chunkWords(kept, locationsPerChunk, wholeFamilyWeight);
    const problems = chunkRangeProblems(
      chunks.map((chunk) => ({
        range: [chunk.from, chunk.to, ''] as MetaChunk,
        words: chunk.words.map(([word]) => word),
      })),
    );
    if (problems.length > 0) {
      throw new Error(
        `The rewritten search index would miss words: ${problems.slice(0, 5).join('; ')}`,
      );
    }
    const used = new Set<string>();
    const newChunks = chunks.map((chunk) => {
      const {gzipped, digest} = encodeCborFile([chunk.words]);
      const hash = uniqueName(language, digest, 7, used);
      writeFileSync(chunkFile(hash), gzipped);
      return metaChunk(chunk, hash);
    });
    for (const {range} of original) {
      if (!used.has(range[2])) rmSync(chunkFile(range[2]), {force: true});
    }
    const {gzipped, digest} = encodeCborFile([
      meta.version,
      meta.pages,
      newChunks,
      meta.filters,
      meta.sorts,
      meta.metaFields,
    ]);
    const metaHash = uniqueName(language, digest, 10, new Set());
    rmSync(path.join(bundleDir, metaName));
    writeFileSync(path.join(bundleDir, `pagefind.${metaHash}.pf_meta`), gzipped);
    info.hash = metaHash;
    report.pageIds.push(...meta.pages.map(([hash]) => hash));
    report.chunksBefore += original.length;
    report.chunksAfter += newChunks.length;
    report.wordsDropped += allWords.length - kept.length;
  }
  writeFileSync(path.join(bundleDir, 'pagefind-entry.json'), JSON.stringify(entry));
  return report;
}
