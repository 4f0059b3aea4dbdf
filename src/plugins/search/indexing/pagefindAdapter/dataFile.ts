import {createHash} from 'node:crypto';
import {readFileSync} from 'node:fs';
import path from 'node:path';
import {gunzipSync, gzipSync} from 'node:zlib';
import {decodeCbor, encodeCbor, type CborValue} from './cbor';
import {PAGEFIND_DATA_SIGNATURE, PagefindFormatError} from './supportedPagefind';

/** The payload of a Pagefind data file: gunzipped, with its signature checked and cut off. */
function readPayload(file: string): Buffer {
  let bytes: Buffer;
  try {
    bytes = gunzipSync(readFileSync(file));
  } catch (error) {
    throw new PagefindFormatError(path.basename(file), `not gzip (${String(error)})`);
  }
  const signature = bytes.subarray(0, PAGEFIND_DATA_SIGNATURE.length).toString('latin1');
  if (signature !== PAGEFIND_DATA_SIGNATURE) {
    throw new PagefindFormatError(path.basename(file), `starts with "${signature}"`);
  }
  return bytes.subarray(PAGEFIND_DATA_SIGNATURE.length);
}

/** A CBOR data file (metadata or word chunk), decoded. */
export function readCborFile(file: string): CborValue {
  const payload = readPayload(file);
  try {
    return decodeCbor(payload);
  } catch (error) {
    throw new PagefindFormatError(path.basename(file), `unreadable CBOR (${String(error)})`);
  }
}

/** A JSON data file (a page fragment), parsed. */
export function readJsonFile(file: string): unknown {
  const payload = readPayload(file);
  try {
    return JSON.parse(payload.toString('utf8')) as unknown;
  } catch (error) {
    throw new PagefindFormatError(path.basename(file), `unreadable JSON (${String(error)})`);
  }
}

/**
 * A CBOR data file as Pagefind writes one: signature, CBOR, gzip. Returns
 * the bytes and the SHA-256 of the uncompressed payload, which Pagefind's
 * file names are cut from.
 */
export function encodeCborFile(value: CborValue): {gzipped: Buffer; digest: string} {
  const body = Buffer.concat([Buffer.from(PAGEFIND_DATA_SIGNATURE), encodeCbor(value)]);
  return {
    gzipped: gzipSync(body, {level: 9}),
    digest: createHash('sha256').update(body).digest('hex'),
  };
}
