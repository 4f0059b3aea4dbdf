/** A generated reference and what it was generated from, shown on its pages instead of a date. */
export type ReferenceSource = {
  /** The pages' path prefix, without a trailing slash. */
  pathPrefix: string;
  /** What the pages were generated from, as a reader names it: `@3dverse/livelink 0.8.62`. */
  source: string;
};

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
    {
      pathPrefix: '/references/livelink.js',
      source: `@3dverse/livelink ${installedVersion('@3dverse/livelink')}`,
    },
    {
      pathPrefix: '/references/livelink.react',
      source: `@3dverse/livelink-react ${installedVersion('@3dverse/livelink-react')}`,
    },
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

/** The source of the generated reference a page belongs to, if it belongs to one. */
export function referenceSourceOf(
  sources: readonly ReferenceSource[],
  pathname: string,
): ReferenceSource | undefined {
  return sources.find(
    ({pathPrefix}) => pathname === pathPrefix || pathname.startsWith(`${pathPrefix}/`),
  );
}
