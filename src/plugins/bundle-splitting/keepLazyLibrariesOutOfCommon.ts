import type {Chunk, Configuration} from 'webpack';

/**
 * Chunks that count towards the `common` chunk: entry chunks and the named
 * route chunks Docusaurus creates. Unnamed async chunks come from a library's
 * own dynamic imports (Mermaid loads each diagram type that way) and must not
 * push that library into the chunk every page downloads.
 */
export function countsTowardsCommon(chunk: Pick<Chunk, 'name' | 'canBeInitial'>): boolean {
  return chunk.canBeInitial() || Boolean(chunk.name);
}

/**
 * Restricts Docusaurus's `common` cache group to {@link countsTowardsCommon}
 * chunks. Mutates `config`; returns whether the cache group was found.
 */
export function keepLazyLibrariesOutOfCommon(config: Configuration): boolean {
  const splitChunks = config.optimization?.splitChunks;
  const common = splitChunks ? splitChunks.cacheGroups?.common : undefined;
  if (typeof common !== 'object' || common === null || common instanceof RegExp) {
    return false;
  }
  common.chunks = countsTowardsCommon;
  return true;
}
