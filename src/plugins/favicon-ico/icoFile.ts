/** One image of an icon file: a square PNG and its side in pixels (1 to 256). */
export type IcoImage = {size: number; png: Uint8Array};

const HEADER_BYTES = 6;
const DIRECTORY_ENTRY_BYTES = 16;
const ICON_TYPE = 1;

/**
 * Packs square PNGs into one ICO file, the format browsers and feed readers
 * ask for at `/favicon.ico`. Each image is stored as the PNG it is, which
 * every browser since Windows Vista's era reads; the directory gives each
 * one's size, with 0 standing for 256 as the format has it.
 */
export function icoFile(images: readonly IcoImage[]): Buffer {
  if (images.length === 0) throw new Error('icoFile: an icon needs at least one image.');
  const header = Buffer.alloc(HEADER_BYTES);
  header.writeUInt16LE(0, 0);
  header.writeUInt16LE(ICON_TYPE, 2);
  header.writeUInt16LE(images.length, 4);
  const directory = Buffer.alloc(DIRECTORY_ENTRY_BYTES * images.length);
  let offset = HEADER_BYTES + directory.length;
  images.forEach(({size, png}, index) => {
    if (!Number.isInteger(size) || size < 1 || size > 256) {
      throw new Error(`icoFile: an icon image is 1 to 256 pixels wide, not ${size}.`);
    }
    const at = index * DIRECTORY_ENTRY_BYTES;
    directory.writeUInt8(size % 256, at);
    directory.writeUInt8(size % 256, at + 1);
    // Bytes 2 and 3 (palette size, reserved) stay 0; a PNG carries its own colours.
    directory.writeUInt16LE(1, at + 4); // colour planes
    directory.writeUInt16LE(32, at + 6); // bits per pixel
    directory.writeUInt32LE(png.byteLength, at + 8);
    directory.writeUInt32LE(offset, at + 12);
    offset += png.byteLength;
  });
  return Buffer.concat([header, directory, ...images.map(({png}) => Buffer.from(png))]);
}
