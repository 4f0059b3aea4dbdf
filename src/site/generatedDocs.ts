import {clientLibraries, entityComponentsReference} from './packageReferences';

/**
 * Folders under docs/ that are generated at build time from packages and the
 * OpenAPI file, never edited by hand. They are gitignored, removed by
 * `npm run clean`, and left out of the doc-test (their code blocks are
 * signatures, not programs).
 */
export const generatedDocsFolders: readonly string[] = [
  'docs/references/api',
  ...clientLibraries.map(({library}) => `docs/references/${library}`),
  `docs/references/${entityComponentsReference.folder}`,
];
