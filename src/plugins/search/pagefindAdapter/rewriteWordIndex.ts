import {createHash} from 'node:crypto';
import {readFileSync, rmSync, writeFileSync} from 'node:fs';
import path from 'node:path';
import {gunzipSync, gzipSync} from 'node:zlib';
import {decodeCbor, encodeCbor, type CborValue} from './cbor';
import {chunkWords, type PackedWord} from './chunkWords';
import {UNINDEXED_WORDS} from './client/searchTerms';

/** Every Pagefind data file starts with this, before its CBOR. */
const SIGNATURE = 'pagefind_dcd';

/**
 * Word locations per index chunk. Pagefind writes chunks of about 20,000
 * (about 27 KB gzipped on this site), and a query loads one chunk per word,
 * so a four-word query cost over 100 KB. At 600 a chunk is 1 to 2 KB.
 */
export const LOCATIONS_PER_CHUNK = 600;

/**
 * A family of words sharing a prefix stays in one chunk up to this many
 * locations (see `chunkWords`), so a query word finds all its extensions
 * unless they are this common. Tying it to the chunk size instead changed
 * which extensions matched often enough to move results in the relevance
 * list (`groups and access` lost its page); at 2,000 the results are those
 * of one chunk per three-letter family, at a third of the bytes.
 */
export const WHOLE_FAMILY_WEIGHT = 2000;

function readData(file: string): CborValue {
  const bytes = gunzipSync(readFileSync(file));
  if (new TextDecoder().decode(bytes.subarray(0, SIGNATURE.length)) !== SIGNATURE) {
    throw new Error(`${file} is not a Pagefind data file`);
  }
  return decodeCbor(bytes.subarray(SIGNATURE.length));
}

function dataBytes(value: CborValue): {gzipped: Buffer; digest: string} {
  const body = Buffer.concat([Buffer.from(SIGNATURE), encodeCbor(value)]);
  return {
    gzipped: gzipSync(body, {level: 9}),
    digest: createHash('sha256').update(body).digest('hex'),
  };
}

function asList(value: CborValue | undefined, what: string): CborValue[] {
  if (!Array.isArray(value)) throw new Error(`Unexpected Pagefind index layout: ${what}`);
  return value;
}

/**
 * Rewrites the word index of a Pagefind 1.5 bundle in smaller chunks (see
 * `LOCATIONS_PER_CHUNK`), without the stop words no query searches for
 * (`UNINDEXED_WORDS`), with the metadata file pointing at them under a new
 * content hash. Pages are untouched and the other words keep their
 * locations; ranking changes only where a very common word's extensions
 * fall into two chunks (see `WHOLE_FAMILY_WEIGHT`). Returns the chunk counts.
 */
export function rechunkPagefindIndex(bundleDir: string): {before: number; after: number} {
  const entryFile = path.join(bundleDir, 'pagefind-entry.json');
  const entry = JSON.parse(readFileSync(entryFile, 'utf8')) as {
    languages: Record<string, {hash: string}>;
  };
  let before = 0;
  let after = 0;
  for (const [language, info] of Object.entries(entry.languages)) {
    const metaFile = path.join(bundleDir, `pagefind.${info.hash}.pf_meta`);
    const meta = asList(readData(metaFile), 'metadata');
    // The metadata lists the word chunks third, each as [from, to, hash].
    const oldChunks = asList(meta[2], 'chunk list').map((chunk) => asList(chunk, 'chunk'));
    const chunkFile = (hash: CborValue | undefined) =>
      path.join(bundleDir, 'index', `${String(hash)}.pf_index`);
    const words: PackedWord[] = oldChunks
      .flatMap((chunk) =>
        asList(asList(readData(chunkFile(chunk[2])), 'chunk file')[0], 'words').map((word) =>
          asList(word, 'word'),
        ),
      )
      .filter(([word]) => !UNINDEXED_WORDS.has(String(word)));
    const used = new Set<string>();
    const newChunks = chunkWords(words, LOCATIONS_PER_CHUNK, WHOLE_FAMILY_WEIGHT).map((chunk) => {
      const {gzipped, digest} = dataBytes([chunk.words]);
      let length = 7;
      while (used.has(`${language}_${digest.slice(0, length)}`)) length += 1;
      const hash = `${language}_${digest.slice(0, length)}`;
      used.add(hash);
      writeFileSync(chunkFile(hash), gzipped);
      return [chunk.from, chunk.to, hash];
    });
    for (const chunk of oldChunks) {
      if (!used.has(String(chunk[2]))) rmSync(chunkFile(chunk[2]), {force: true});
    }
    meta[2] = newChunks;
    const {gzipped, digest} = dataBytes(meta);
    const metaHash = `${language}_${digest.slice(0, 10)}`;
    rmSync(metaFile);
    writeFileSync(path.join(bundleDir, `pagefind.${metaHash}.pf_meta`), gzipped);
    info.hash = metaHash;
    before += oldChunks.length;
    after += newChunks.length;
  }
  writeFileSync(entryFile, JSON.stringify(entry));
  return {before, after};
}
