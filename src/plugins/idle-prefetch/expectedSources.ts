import {
  unmetSourceExpectations,
  type SourceExpectation,
} from '../../site/dependencyInternals/unmetSourceExpectations';

/** What the idle prefetch relies on in `@docusaurus/core`'s client code, and where. */
export const EXPECTED_SOURCES = [
  {
    packageName: '@docusaurus/core',
    file: 'lib/client/clientEntry.js',
    pattern: /window\.docusaurus\s*=\s*docusaurus\s*;/,
    what: 'assigns its helpers to window.docusaurus',
  },
  {
    packageName: '@docusaurus/core',
    file: 'lib/client/exports/Link.js',
    pattern: /window\.docusaurus\.prefetch\(/,
    what: 'prefetches through window.docusaurus.prefetch',
  },
] as const satisfies readonly SourceExpectation[];

/**
 * The assumptions about Docusaurus's client code that `readSource` no longer
 * satisfies, each as "file what", or an empty list when all hold.
 */
export function unmetExpectations(readSource: (file: string) => string): string[] {
  return unmetSourceExpectations(EXPECTED_SOURCES, (_packageName, file) => readSource(file)).map(
    ({file, what}) => `${file} no longer ${what}`,
  );
}
