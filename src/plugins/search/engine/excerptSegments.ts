/** A run of excerpt text, highlighted when it matched the query, monospaced when it is code. */
export type ExcerptSegment = {text: string; marked: boolean; code: boolean};

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
 * matches and `<code>` around code) into plain-text segments. The modal
 * renders them as React text, never as HTML, so neither the query nor
 * indexed text can inject markup: any other tag is dropped, and entities
 * become literal text.
 */
export function excerptSegments(excerpt: string): ExcerptSegment[] {
  const segments: ExcerptSegment[] = [];
  let marked = false;
  let code = false;
  for (const part of excerpt.split(/(<\/?(?:mark|code)>)/i)) {
    const tag = /^<(\/?)(mark|code)>$/i.exec(part);
    if (tag) {
      const opening = tag[1] === '';
      if (tag[2]?.toLowerCase() === 'mark') marked = opening;
      else code = opening;
      continue;
    }
    const text = decodeEntities(part.replace(/<[^>]*>/g, ''));
    if (text !== '') {
      segments.push({text, marked, code});
    }
  }
  return segments;
}
