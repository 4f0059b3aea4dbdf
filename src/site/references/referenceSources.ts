import {clientLibraries, entityComponentsReference} from './packageReferences';
import type {ReferenceSource} from './referenceSourceOf';

/**
 * The generated references with their sources, given the installed version
 * of a package and the OpenAPI file's own version. The pages under each
 * prefix have no history of their own in git, only the version they describe.
 */
export function referenceSources(
  installedVersion: (packageName: string) => string,
  openApiVersion: string,
): ReferenceSource[] {
  const packageSource = (packageName: string) => `${packageName} ${installedVersion(packageName)}`;
  return [
    ...clientLibraries.map(({library, packageName}) => ({
      pathPrefix: `/references/${library}`,
      source: packageSource(packageName),
    })),
    {
      pathPrefix: `/references/${entityComponentsReference.folder}`,
      source: packageSource(entityComponentsReference.packageName),
    },
    {
      pathPrefix: '/references/api',
      source: `the Asset API's OpenAPI description, version ${openApiVersion}`,
    },
  ];
}
