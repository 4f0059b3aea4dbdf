function hex(codePoint: number): string {
  return codePoint.toString(16).toUpperCase();
}

/** A CSS `unicode-range` that lists exactly the characters of `text`, runs folded into ranges. */
export function unicodeRange(text: string): string {
  const codePoints = [...new Set([...text].map((character) => character.codePointAt(0) ?? 0))].sort(
    (a, b) => a - b,
  );
  const ranges: string[] = [];
  let start = codePoints[0];
  codePoints.forEach((codePoint, index) => {
    const next = codePoints[index + 1];
    if (start === undefined || next === codePoint + 1) return;
    ranges.push(start === codePoint ? `U+${hex(start)}` : `U+${hex(start)}-${hex(codePoint)}`);
    start = next;
  });
  return ranges.join(', ');
}
