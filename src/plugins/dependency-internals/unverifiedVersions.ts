import {dependencyInternalChanged} from '../../site/dependencyInternals/dependencyInternalChanged';
import {
  dependencyInternals,
  type ListedDependencyInternal,
} from '../../site/dependencyInternals/dependencyInternals';
import {assertTopCopyLoaded, installedVersion} from '../../site/installedVersion';

/** The listed internals whose check is the module at `check` (relative to the site). */
export function dependencyChecksOf(check: string): readonly ListedDependencyInternal[] {
  return dependencyInternals.filter((entry) => entry.check === check);
}

/**
 * One error for each of `entries` whose package is installed at a version
 * not among those verified.
 */
export function unverifiedVersions(
  siteDir: string,
  entries: readonly ListedDependencyInternal[],
): Error[] {
  return entries.flatMap((entry) => {
    assertTopCopyLoaded(siteDir, entry.package);
    const version = installedVersion(siteDir, entry.package);
    if (entry.verified.includes(version)) return [];
    return [
      dependencyInternalChanged(
        entry.id,
        `${entry.package} ${version} is installed, but this was verified only with ${entry.verified.join(', ')}: ${entry.assumption} Run ${entry.test} on ${version}, then add it to the entry's verified versions.`,
      ),
    ];
  });
}
