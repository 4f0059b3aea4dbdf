/** The vertical metrics and average character width of a font, in font units. */
export type FontMetrics = {
  unitsPerEm: number;
  ascent: number;
  /** Positive: the distance below the baseline. */
  descent: number;
  lineGap: number;
  /** Mean advance width over `SAMPLE_TEXT`, so it weighs characters as running prose does. */
  averageWidth: number;
};

/**
 * English prose in the site's register, to weigh each character's width by
 * how often it appears. Only the proportions matter: the same text measures
 * the web font and its fallback.
 */
const SAMPLE_TEXT =
  'A rendering session streams frames from the cloud to the browser, while every client that joins it edits the same scene. Start with an access token, connect, and the viewport shows the first frame within seconds.';

/** The tables of an SFNT (TrueType or OpenType) file, by tag. */
function tables(font: Buffer): Map<string, Buffer> {
  const count = font.readUInt16BE(4);
  const found = new Map<string, Buffer>();
  for (let index = 0; index < count; index += 1) {
    const record = 12 + index * 16;
    const tag = font.toString('latin1', record, record + 4);
    const offset = font.readUInt32BE(record + 8);
    const length = font.readUInt32BE(record + 12);
    found.set(tag, font.subarray(offset, offset + length));
  }
  return found;
}

function requireTable(found: Map<string, Buffer>, tag: string): Buffer {
  const table = found.get(tag);
  if (!table) throw new Error(`The font has no '${tag}' table.`);
  return table;
}

/** The glyph of each code point, from the font's Unicode `cmap` subtable (format 4 or 12). */
function glyphIndex(cmap: Buffer): (codePoint: number) => number {
  const subtables = cmap.readUInt16BE(2);
  for (let index = 0; index < subtables; index += 1) {
    const offset = cmap.readUInt32BE(4 + index * 8 + 4);
    const format = cmap.readUInt16BE(offset);
    if (format === 12) {
      const groups = cmap.readUInt32BE(offset + 12);
      return (codePoint) => {
        for (let group = 0; group < groups; group += 1) {
          const at = offset + 16 + group * 12;
          const start = cmap.readUInt32BE(at);
          if (codePoint >= start && codePoint <= cmap.readUInt32BE(at + 4)) {
            return cmap.readUInt32BE(at + 8) + codePoint - start;
          }
        }
        return 0;
      };
    }
    if (format === 4) {
      const segments = cmap.readUInt16BE(offset + 6) / 2;
      const ends = offset + 14;
      const starts = ends + segments * 2 + 2;
      const deltas = starts + segments * 2;
      const rangeOffsets = deltas + segments * 2;
      return (codePoint) => {
        for (let segment = 0; segment < segments; segment += 1) {
          if (codePoint > cmap.readUInt16BE(ends + segment * 2)) continue;
          const start = cmap.readUInt16BE(starts + segment * 2);
          if (codePoint < start) return 0;
          const delta = cmap.readInt16BE(deltas + segment * 2);
          const rangeOffset = cmap.readUInt16BE(rangeOffsets + segment * 2);
          if (rangeOffset === 0) return (codePoint + delta) & 0xffff;
          const glyph = cmap.readUInt16BE(
            rangeOffsets + segment * 2 + rangeOffset + (codePoint - start) * 2,
          );
          return glyph === 0 ? 0 : (glyph + delta) & 0xffff;
        }
        return 0;
      };
    }
  }
  throw new Error('The font has no cmap subtable of format 4 or 12.');
}

/**
 * Reads what a metric-matched fallback needs from an SFNT font file: units
 * per em, the line metrics browsers use (the typographic ones when the font
 * asks for them, else `hhea`'s), and the average advance over `SAMPLE_TEXT`
 * (default instance of a variable font; kerning ignored).
 */
export function fontMetrics(font: Buffer, sample: string = SAMPLE_TEXT): FontMetrics {
  const found = tables(font);
  const head = requireTable(found, 'head');
  const hhea = requireTable(found, 'hhea');
  const hmtx = requireTable(found, 'hmtx');
  const os2 = found.get('OS/2');
  const useTypoMetrics = os2 !== undefined && (os2.readUInt16BE(62) & (1 << 7)) !== 0;
  const [ascent, descent, lineGap] = useTypoMetrics
    ? [os2.readInt16BE(68), -os2.readInt16BE(70), os2.readInt16BE(72)]
    : [hhea.readInt16BE(4), -hhea.readInt16BE(6), hhea.readInt16BE(8)];
  const longMetrics = hhea.readUInt16BE(34);
  const advance = (glyph: number) => hmtx.readUInt16BE(Math.min(glyph, longMetrics - 1) * 4);
  const glyphOf = glyphIndex(requireTable(found, 'cmap'));
  const characters = [...sample];
  const total = characters.reduce(
    (sum, character) => sum + advance(glyphOf(character.codePointAt(0) ?? 0)),
    0,
  );
  return {
    unitsPerEm: head.readUInt16BE(18),
    ascent,
    descent,
    lineGap,
    averageWidth: total / characters.length,
  };
}
