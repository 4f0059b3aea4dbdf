/**
 * The static directory (see `staticDirectories`) that plugins write files
 * served as they are into: the cut fonts and the API console's data.
 */
export const GENERATED_STATIC_DIR = 'generated/static';
