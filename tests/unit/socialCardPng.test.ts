import {inflateSync} from 'node:zlib';
import {describe, expect, it} from 'vitest';
import {palettePng} from '../../src/plugins/social-cards/palettePng';
import {pngDimensions} from '../support/pngDimensions';

describe('palettePng', () => {
  it('writes every colour exactly, one byte a pixel', () => {
    const width = 3;
    const height = 2;
    const colours = [0x12111c, 0xf5f4ff, 0x12111c, 0x8f84f0, 0x8f84f0, 0x12111c];
    const rgba = new Uint8Array(colours.flatMap((c) => [c >> 16, (c >> 8) & 0xff, c & 0xff, 255]));
    const png = palettePng(rgba, width, height);
    if (!png) throw new Error('expected an indexed PNG');
    expect(pngDimensions(png)).toEqual({width, height});
    expect(png[25]).toBe(3);
    const plteAt = png.indexOf('PLTE');
    const palette = png.subarray(plteAt + 4, plteAt + 4 + png.readUInt32BE(plteAt - 4));
    const idatAt = png.indexOf('IDAT');
    const rows = inflateSync(png.subarray(idatAt + 4, idatAt + 4 + png.readUInt32BE(idatAt - 4)));
    const decoded: number[] = [];
    for (let y = 0; y < height; y += 1) {
      expect(rows[y * (width + 1)]).toBe(0);
      for (let x = 0; x < width; x += 1) {
        const index = rows[y * (width + 1) + 1 + x] ?? 0;
        decoded.push(palette.readUIntBE(index * 3, 3));
      }
    }
    expect(decoded).toEqual(colours);
  });

  it('gives up on transparency and on more than 256 colours', () => {
    expect(palettePng(new Uint8Array([1, 2, 3, 128]), 1, 1)).toBeUndefined();
    const many = new Uint8Array(300 * 4);
    for (let pixel = 0; pixel < 300; pixel += 1)
      many.set([pixel & 0xff, pixel >> 8, 0, 255], pixel * 4);
    expect(palettePng(many, 300, 1)).toBeUndefined();
  });

  it('refuses bytes that are not a PNG', () => {
    expect(() => pngDimensions(new Uint8Array(30))).toThrow(/signature/);
  });
});
