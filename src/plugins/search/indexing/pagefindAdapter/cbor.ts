/**
 * The subset of CBOR (RFC 8949) that Pagefind's index files use: unsigned
 * and negative integers, text strings and definite-length arrays. Enough to
 * read the index and write it back byte for byte the way Pagefind's encoder
 * does (shortest integer and length forms).
 */
export type CborValue = number | string | CborValue[];

/** Decodes one CBOR item from `bytes`. */
export function decodeCbor(bytes: Uint8Array): CborValue {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const text = new TextDecoder();
  let offset = 0;
  const argument = (info: number): number => {
    if (info < 24) return info;
    const size = {24: 1, 25: 2, 26: 4, 27: 8}[info];
    if (size === undefined) throw new Error(`Unsupported CBOR length ${info} at ${offset}`);
    const value =
      size === 1
        ? view.getUint8(offset)
        : size === 2
          ? view.getUint16(offset)
          : size === 4
            ? view.getUint32(offset)
            : Number(view.getBigUint64(offset));
    offset += size;
    return value;
  };
  const item = (): CborValue => {
    const initial = view.getUint8(offset++);
    const major = initial >> 5;
    const value = argument(initial & 31);
    switch (major) {
      case 0:
        return value;
      case 1:
        return -1 - value;
      case 3: {
        const decoded = text.decode(bytes.subarray(offset, offset + value));
        offset += value;
        return decoded;
      }
      case 4:
        return Array.from({length: value}, item);
      default:
        throw new Error(`Unsupported CBOR major type ${major} at ${offset - 1}`);
    }
  };
  const decoded = item();
  if (offset !== bytes.length) throw new Error(`Trailing bytes after CBOR item at ${offset}`);
  return decoded;
}

function header(major: number, value: number, out: number[]): void {
  const type = major << 5;
  if (value < 24) {
    out.push(type | value);
  } else if (value < 0x100) {
    out.push(type | 24, value);
  } else if (value < 0x10000) {
    out.push(type | 25, value >> 8, value & 0xff);
  } else if (value < 0x100000000) {
    out.push(
      type | 26,
      (value >>> 24) & 0xff,
      (value >> 16) & 0xff,
      (value >> 8) & 0xff,
      value & 0xff,
    );
  } else {
    throw new Error(`CBOR value ${value} is larger than the index uses`);
  }
}

/** Encodes a value with the shortest forms, as Pagefind's encoder does. */
export function encodeCbor(value: CborValue): Uint8Array {
  const out: number[] = [];
  const encoder = new TextEncoder();
  const write = (item: CborValue): void => {
    if (typeof item === 'number') {
      if (!Number.isInteger(item)) throw new Error(`CBOR subset has no floats: ${item}`);
      if (item >= 0) header(0, item, out);
      else header(1, -1 - item, out);
    } else if (typeof item === 'string') {
      const encoded = encoder.encode(item);
      header(3, encoded.length, out);
      for (const byte of encoded) out.push(byte);
    } else {
      header(4, item.length, out);
      item.forEach(write);
    }
  };
  write(value);
  return Uint8Array.from(out);
}
