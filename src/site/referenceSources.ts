import type {ReferenceSource} from './referenceSourceOf';
import {libraryReferences} from './typedoc';

/**
 * The generated references with their sources, given the installed version
 * of a package and the OpenAPI file's own version. The pages under each
 * prefix have no history of their own in git, only the version they describe.
 */
export function referenceSources(
  installedVersion: (packageName: string) => string,
  openApiVersion: string,
): ReferenceSource[] {
  return [
    ...libraryReferences.map(({name, packageName}) => ({
      pathPrefix: `/references/${name}`,
      source: `${packageName} ${installedVersion(packageName)}`,
    })),
    {
      pathPrefix: '/references/entity-components',
      source: `@3dverse/livelink.core ${installedVersion('@3dverse/livelink.core')}`,
    },
    {
      pathPrefix: '/references/api',
      source: `the Asset API's OpenAPI description, version ${openApiVersion}`,
    },
  ];
}
