import {describe, expect, it} from 'vitest';
import {icoFile} from '../../src/plugins/favicon-ico/icoFile';

/** Stand-ins for PNGs: the packer stores bytes as they are, so any bytes tell where each went. */
const png = (fill: number, length: number) => new Uint8Array(length).fill(fill);

describe('icoFile', () => {
  it('writes the icon header, one directory entry per image, then each image where its entry says', () => {
    const ico = icoFile([
      {size: 16, png: png(1, 10)},
      {size: 256, png: png(2, 20)},
    ]);
    expect([ico.readUInt16LE(0), ico.readUInt16LE(2), ico.readUInt16LE(4)]).toEqual([0, 1, 2]);
    const entry = (index: number) => {
      const at = 6 + index * 16;
      return {
        width: ico.readUInt8(at),
        height: ico.readUInt8(at + 1),
        planes: ico.readUInt16LE(at + 4),
        bitsPerPixel: ico.readUInt16LE(at + 6),
        bytes: ico.readUInt32LE(at + 8),
        offset: ico.readUInt32LE(at + 12),
      };
    };
    expect(entry(0)).toEqual({
      width: 16,
      height: 16,
      planes: 1,
      bitsPerPixel: 32,
      bytes: 10,
      offset: 38,
    });
    // 256 pixels is written as 0, the one size a byte cannot hold.
    expect(entry(1)).toEqual({
      width: 0,
      height: 0,
      planes: 1,
      bitsPerPixel: 32,
      bytes: 20,
      offset: 48,
    });
    expect([...ico.subarray(38, 48)]).toEqual(Array(10).fill(1));
    expect([...ico.subarray(48)]).toEqual(Array(20).fill(2));
  });

  it('refuses an icon without images, or an image the format cannot size', () => {
    expect(() => icoFile([])).toThrow(/at least one image/);
    expect(() => icoFile([{size: 300, png: png(0, 1)}])).toThrow(/not 300/);
  });
});
