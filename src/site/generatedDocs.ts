/**
 * Folders under docs/ that are generated at build time from packages and the
 * OpenAPI file, never edited by hand. They are gitignored, removed by
 * `npm run clean`, and left out of the doc-test (their code blocks are
 * signatures, not programs).
 */
export const generatedDocsFolders = [
  'docs/references/api',
  'docs/references/livelink.js',
  'docs/references/livelink.react',
  'docs/references/entity-components',
] as const;
