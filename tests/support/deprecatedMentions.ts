/** A sentence of a written page that names a deprecated member without saying it is deprecated. */
export type DeprecatedMention = {
  /** 1-based line of the page where the sentence's paragraph, row or block starts. */
  line: number;
  /** The name it writes. */
  name: string;
  /** The sentence, or the whole code block. */
  sentence: string;
};

/** Says that a member is deprecated: "deprecated", "deprecation". */
const SAYS_DEPRECATED = /deprecat/i;

/**
 * The units of a page a reader takes in one piece, each with its first line:
 * a fenced code block whole, a table row or list item alone, otherwise a
 * paragraph. A fence here may be indented to any depth, since written
 * pages nest code blocks in list items; the twins' `fencedLines` allows
 * plain Markdown's three spaces, as the twins never indent a fence.
 */
function textUnits(markdown: string): {line: number; text: string}[] {
  const units: {line: number; text: string}[] = [];
  const lines = markdown.split('\n');
  let current: {line: number; text: string} | undefined;
  let fence: string | undefined;
  const close = () => {
    if (current) units.push(current);
    current = undefined;
  };
  lines.forEach((text, index) => {
    const fenceMark = /^\s*(`{3,}|~{3,})/.exec(text)?.[1];
    if (fence) {
      current = {line: current?.line ?? index + 1, text: `${current?.text ?? ''}\n${text}`};
      if (fenceMark?.startsWith(fence)) {
        fence = undefined;
        close();
      }
      return;
    }
    if (fenceMark) {
      close();
      fence = fenceMark;
      current = {line: index + 1, text};
      return;
    }
    if (text.trim() === '') return close();
    if (/^\s*(\||[-*+] |\d+\. )/.test(text)) {
      close();
      current = {line: index + 1, text};
      return;
    }
    current = current
      ? {...current, text: `${current.text} ${text.trim()}`}
      : {line: index + 1, text};
  });
  close();
  return units;
}

/** A unit's sentences; a code block stays whole, so a comment in it can say "deprecated". */
function sentences(unit: string): string[] {
  if (/^\s*(`{3,}|~{3,})/.test(unit)) return [unit];
  return unit.split(/(?<=[.!?])\s+(?=[A-Z`*_[(])/);
}

/**
 * The sentences of a written page that name one of `names` (as a whole
 * name: `scene.findEntitiesByNames(` counts, `findEntitiesByNamesSoon` does
 * not) without saying in the same sentence that it is deprecated. A page may
 * mention a deprecated member, to tell readers what replaced it; it may not
 * recommend one silently.
 */
export function deprecatedMentions(
  markdown: string,
  names: readonly string[],
): DeprecatedMention[] {
  const patterns = [...new Set(names)].map((name) => ({
    name,
    pattern: new RegExp(`(?<![\\w-])${name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}(?![\\w-])`),
  }));
  return textUnits(markdown).flatMap(({line, text}) =>
    sentences(text).flatMap((sentence) =>
      SAYS_DEPRECATED.test(sentence)
        ? []
        : patterns
            .filter(({pattern}) => pattern.test(sentence))
            .map(({name}) => ({line, name, sentence: sentence.trim()})),
    ),
  );
}
