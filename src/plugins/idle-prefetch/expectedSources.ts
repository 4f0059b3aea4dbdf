/** What the idle prefetch relies on in `@docusaurus/core`'s client code, and where. */
export const EXPECTED_SOURCES = [
  {
    file: 'lib/client/clientEntry.js',
    pattern: /window\.docusaurus\s*=\s*docusaurus\s*;/,
    what: 'assigns its helpers to window.docusaurus',
  },
  {
    file: 'lib/client/exports/Link.js',
    pattern: /window\.docusaurus\.prefetch\(/,
    what: 'prefetches through window.docusaurus.prefetch',
  },
] as const;

/**
 * The assumptions about Docusaurus's client code that `readSource` no longer
 * satisfies, each as "file what", or an empty list when all hold.
 */
export function unmetExpectations(readSource: (file: string) => string): string[] {
  return EXPECTED_SOURCES.filter(({file, pattern}) => !pattern.test(readSource(file))).map(
    ({file, what}) => `${file} no longer ${what}`,
  );
}
