import {dependencyInternalChanged} from '../../site/dependencyInternals/dependencyInternalChanged';

/** A weak id of the registry, `require.resolveWeak("…")` closing a chunk's entry. */
const WEAK_ID = /,\s*require\.resolveWeak\("(?:[^"\\]|\\.)*"\)\s*\]/g;

/** The start of a chunk's entry in the registry: its name, then its `import()`. */
const ENTRY = /^\s*"(?:[^"\\]|\\.)*":\s*\[\s*\(\)\s*=>\s*import\(/gm;

/**
 * Docusaurus's generated registry (`@generated/registry`) with each chunk's
 * weak id, `require.resolveWeak(path)`, replaced by `undefined`. A weak
 * dependency is left out of the bundle but still built, so with the ids the
 * dev server's first compile builds every page of the site, lazy
 * compilation or not; without them a page is built when first opened, and
 * react-loadable, which renders a module synchronously only once its id is
 * loaded, loads each chunk as one not loaded yet. Stops when the registry
 * does not give one weak id per chunk, as Docusaurus 3 writes it.
 */
export function registryWithoutWeakIds(source: string): string {
  const entries = source.match(ENTRY)?.length ?? 0;
  let replaced = 0;
  const rewritten = source.replace(WEAK_ID, () => {
    replaced += 1;
    return ', undefined]';
  });
  if (replaced !== entries) {
    throw dependencyInternalChanged(
      'docusaurus-registry-weak-ids',
      `site-dev-lazy-compilation: Docusaurus's registry gives ${entries} chunks and ${replaced} weak ids, where each chunk had one.`,
    );
  }
  return rewritten;
}
