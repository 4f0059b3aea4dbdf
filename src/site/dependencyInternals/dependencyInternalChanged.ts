import type {DependencyInternalId} from './dependencyInternals';

/**
 * The error a build-time check throws when a dependency no longer behaves as
 * the entry `id` of `src/site/dependencyInternals/dependencyInternals.ts` assumes. Only the id's
 * type is imported, so browser code that checks an assumption while pages
 * render carries no copy of the list.
 */
export function dependencyInternalChanged(id: DependencyInternalId, problem: string): Error {
  const error = new Error(
    `${problem} This relies on an undocumented part of a dependency ("${id}"): see maintainers/upgrading.md before changing it or the version.`,
  );
  error.name = 'DependencyInternalChanged';
  return error;
}
