import {clientLibraries, entityComponentsReference} from './packageReferences';
import {libraryRoute, REFERENCES_ROUTE, REST_API_ROUTE} from './referenceRoutes';

/**
 * Folders under docs/ that are generated at build time from packages and the
 * OpenAPI file, never edited by hand. They are gitignored, removed by
 * `npm run clean`, left out of ESLint (those three name them by hand, and a
 * unit test keeps them to this list) and out of the doc-test (their code
 * blocks are signatures, not programs).
 */
export const generatedDocsFolders: readonly string[] = [
  `docs${REST_API_ROUTE}`,
  ...clientLibraries.map(({library}) => `docs${libraryRoute(library)}`),
  `docs${REFERENCES_ROUTE}/${entityComponentsReference.folder}`,
];
