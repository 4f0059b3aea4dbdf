import {existsSync, readdirSync, readFileSync, statSync} from 'node:fs';
import path from 'node:path';
import {describe, expect, it} from 'vitest';
import {
  dependencyInternals,
  npmInternals,
  type ListedDependencyInternal,
} from '../../src/site/dependencyInternals/dependencyInternals';
import {installedVersion} from '../../src/site/installedVersion';
import {renderDependencyInternals} from '../../src/site/dependencyInternals/renderDependencyInternals';
import {MAINTAINER_DOCS_WIDTH, wrappedListItem} from '../../src/site/markdown/wrappedListItem';
import {unverifiedVersions} from '../../src/plugins/dependency-internals/unverifiedVersions';
import {generatedSections} from '../../scripts/maintainer-docs.mts';

const siteDir = path.resolve(import.meta.dirname, '../..');
const read = (file: string) => readFileSync(path.join(siteDir, file), 'utf8');

/** Every TypeScript source file under `folder`, relative to the site. */
function sourceFiles(folder: string): string[] {
  return readdirSync(path.join(siteDir, folder)).flatMap((name) => {
    const file = path.join(folder, name);
    if (statSync(path.join(siteDir, file)).isDirectory()) return sourceFiles(file);
    return /\.(ts|tsx|mts|mjs)$/.test(name) ? [file] : [];
  });
}

/** The ids raised with `dependencyInternalChanged('…'` in `source`. */
function raisedIds(source: string): string[] {
  return [...source.matchAll(/dependencyInternalChanged\(\s*'([^']+)'/g)].map(
    (match) => match[1] ?? '',
  );
}

describe('the registry of dependency internals', () => {
  it('gives each entry a unique id, a check that raises it and a test that runs that check', () => {
    const ids = dependencyInternals.map((entry) => entry.id);
    expect(new Set(ids).size).toBe(ids.length);
    for (const entry of dependencyInternals) {
      expect(existsSync(path.join(siteDir, entry.check)), entry.check).toBe(true);
      expect(existsSync(path.join(siteDir, entry.test)), entry.test).toBe(true);
      const check = read(entry.check);
      const raises = raisedIds(check).includes(entry.id) || check.includes('dependencyChecksOf(');
      expect(raises, `${entry.check} raises "${entry.id}"`).toBe(true);
      // A version gate has no behaviour to run in Node: its test exercises the behaviour itself.
      const versionGate = check.includes('dependencyChecksOf(');
      const checkFolder = path.dirname(entry.check).replace(/^src\//, '');
      const testSource = read(entry.test);
      const exercised = versionGate || testSource.includes(checkFolder);
      expect(exercised, `${entry.test} exercises ${entry.check}`).toBe(true);
    }
  });

  it('lists every internal a check raises, so no check exists without an entry', () => {
    const listed = new Set<string>(dependencyInternals.map((entry) => entry.id));
    const unlisted = sourceFiles('src').flatMap((file) =>
      raisedIds(read(file))
        .filter((id) => !listed.has(id))
        .map((id) => `${file}: ${id}`),
    );
    expect(unlisted).toEqual([]);
  });

  it('leaves no check pointing at the old README notes instead of the registry', () => {
    const stale = sourceFiles('src').filter((file) =>
      /Upgrade notes" in the README|README's upgrade notes/.test(read(file)),
    );
    expect(stale).toEqual([]);
  });

  it('was verified with the versions installed', () => {
    const unverified = npmInternals
      .filter((entry) => !entry.verified.includes(installedVersion(siteDir, entry.package)))
      .map((entry) => `${entry.id}: ${entry.package} ${installedVersion(siteDir, entry.package)}`);
    expect(unverified).toEqual([]);
  });

  it('stops the build, naming the entry, for a version nobody verified', () => {
    expect(read('docusaurus.config.ts')).toContain("from './src/plugins/dependency-internals'");
    const entry: ListedDependencyInternal = dependencyInternals[0];
    const errors = unverifiedVersions(siteDir, [{...entry, verified: ['0.0.0-never']}]);
    expect(errors).toHaveLength(1);
    expect(errors[0]?.message).toContain(`"${entry.id}"`);
    expect(errors[0]?.message).toContain('maintainers/upgrading.md');
    expect(unverifiedVersions(siteDir, [entry])).toEqual([]);
  });

  it('is what maintainers/upgrading.md is generated from (npm run maintainer-docs)', () => {
    expect(generatedSections).toContainEqual(
      expect.objectContaining({file: 'maintainers/upgrading.md', marker: 'dependency-internals'}),
    );
    expect(
      generatedSections.find((section) => section.file === 'maintainers/upgrading.md')?.render(),
    ).toBe(renderDependencyInternals());
  });

  it('renders as short lines under the headings of the document that holds it', () => {
    const rendered = renderDependencyInternals();
    const lines = rendered.split('\n');
    const tooLong = lines.filter(
      (line) => line.length > MAINTAINER_DOCS_WIDTH && line.trim().includes(' ', 2),
    );
    expect(tooLong).toEqual([]);
    expect(lines.filter((line) => /^#{1,2} /.test(line))).toEqual([]);
    expect(rendered.startsWith('### ')).toBe(true);
  });
});

describe('a wrapped list item', () => {
  it('breaks between words at the width, indenting the later lines under the first', () => {
    expect(wrappedListItem('one two three four', 10)).toBe('- one two\n  three\n  four');
    expect(wrappedListItem('short', 10)).toBe('- short');
  });

  it('never breaks before a word that would open a block, and keeps a long word whole', () => {
    expect(wrappedListItem('aaaa bbbb - cccc', 12)).toBe('- aaaa bbbb -\n  cccc');
    expect(wrappedListItem('aaaa 12. cccc', 8)).toBe('- aaaa 12.\n  cccc');
    expect(wrappedListItem('a `averyveryverylongword`', 10)).toBe('- a\n  `averyveryverylongword`');
  });
});
