import {dependencyInternals, type DependencyInternal} from './dependencyInternals';
import {wrappedListItem} from '../markdown/wrappedListItem';

/** One entry of the upgrade notes: a heading named for its id, then its facts as a short list. */
function renderEntry(entry: DependencyInternal): string {
  const versions = entry.verified.map((version) => `\`${version}\``).join(', ');
  const fromApt = entry.installedWith === 'apt';
  return [
    `#### \`${entry.id}\``,
    '',
    ...[
      fromApt
        ? `**Package:** \`${entry.package}\` from Debian (apt), last seen to hold with ${versions}; apt does not pin it, so the check runs every time.`
        : `**Package:** \`${entry.package}\`, verified with ${versions}.`,
      `**Assumed:** ${entry.assumption}`,
      `**Relied on by:** ${entry.reliedOnBy}`,
      `**Checked ${fromApt ? 'before each run that relies on it' : 'at build time'} by:** \`${entry.check}\``,
      `**Tested against the installed package by:** \`${entry.test}\``,
    ].map((fact) => wrappedListItem(fact)),
  ].join('\n');
}

/**
 * The dependency internals as Markdown for `maintainers/upgrading.md`,
 * grouped by package so that whoever bumps one sees everything it affects;
 * each package is a heading under the document's own "The assumptions, by
 * package".
 */
export function renderDependencyInternals(
  entries: readonly DependencyInternal[] = dependencyInternals,
): string {
  const packages = [...new Set(entries.map((entry) => entry.package))].sort();
  return packages
    .map((name) =>
      [
        `### \`${name}\``,
        ...entries.filter((entry) => entry.package === name).map(renderEntry),
      ].join('\n\n'),
    )
    .join('\n\n');
}
