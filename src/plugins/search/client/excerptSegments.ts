/** A run of excerpt text, highlighted when it matched the query. */
export type ExcerptSegment = {text: string; marked: boolean};

const ENTITIES: Record<string, string> = {
  '&amp;': '&',
  '&lt;': '<',
  '&gt;': '>',
  '&quot;': '"',
  '&#39;': "'",
  '&#x27;': "'",
  '&nbsp;': '\u00a0',
};

function decodeEntities(text: string): string {
  return text.replace(
    /&(?:amp|lt|gt|quot|nbsp|#39|#x27);/g,
    (entity) => ENTITIES[entity] ?? entity,
  );
}

/**
 * Splits a search engine's excerpt (escaped text with `<mark>` around the
 * matches) into plain-text segments. The modal renders them as React text,
 * never as HTML, so neither the query nor indexed text can inject markup:
 * any tag other than `<mark>` is dropped, and entities become literal text.
 */
export function excerptSegments(excerpt: string): ExcerptSegment[] {
  const segments: ExcerptSegment[] = [];
  let marked = false;
  for (const part of excerpt.split(/(<\/?mark>)/i)) {
    if (/^<mark>$/i.test(part)) {
      marked = true;
    } else if (/^<\/mark>$/i.test(part)) {
      marked = false;
    } else {
      const text = decodeEntities(part.replace(/<[^>]*>/g, ''));
      if (text !== '') {
        segments.push({text, marked});
      }
    }
  }
  return segments;
}
