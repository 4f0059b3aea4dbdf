const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

/**
 * The width and height a PNG declares in its header (the IHDR chunk, which
 * the format requires first, right after the signature); throws when the
 * bytes are not a PNG.
 */
export function pngDimensions(png: Uint8Array): {width: number; height: number} {
  const bytes = Buffer.from(png.buffer, png.byteOffset, png.byteLength);
  if (bytes.length < 24 || !bytes.subarray(0, 8).equals(PNG_SIGNATURE)) {
    throw new Error('pngDimensions: these bytes do not start with the PNG signature.');
  }
  if (bytes.toString('latin1', 12, 16) !== 'IHDR') {
    throw new Error('pngDimensions: the first chunk of this PNG is not its IHDR header.');
  }
  return {width: bytes.readUInt32BE(16), height: bytes.readUInt32BE(20)};
}
