import {mkdirSync, rmSync, writeFileSync} from 'node:fs';
import path from 'node:path';
import {describe, expect, it} from 'vitest';
import {npmInternals} from '../../src/site/dependencyInternals/dependencyInternals';
import {installedPackageFile, installedPackageText} from '../../src/site/installedVersion';
import {scratchFolder} from '../support/scratchFolder';

const siteDir = path.resolve(import.meta.dirname, '../..');

/** A site depending on `direct`, with npm's record of a tree holding `installed`. */
function siteWith(direct: string[], installed: string[]): string {
  const site = scratchFolder('installed-site-');
  writeFileSync(
    path.join(site, 'package.json'),
    JSON.stringify({dependencies: Object.fromEntries(direct.map((name) => [name, '1.0.0']))}),
  );
  mkdirSync(path.join(site, 'node_modules'));
  writeFileSync(
    path.join(site, 'node_modules/.package-lock.json'),
    JSON.stringify({packages: Object.fromEntries(installed.map((folder) => [folder, {}]))}),
  );
  return site;
}

describe('the installed copy a check reads', () => {
  it('is the top copy, which must be the only one of a package the site reaches through its dependencies', () => {
    const site = siteWith(
      ['shared'],
      [
        'node_modules/shared',
        'node_modules/tool/node_modules/shared',
        'node_modules/inner',
        'node_modules/twice',
        'node_modules/@scope/tool/node_modules/twice',
        // Another package whose name ends the same is no copy.
        'node_modules/not-twice',
      ],
    );
    // The site's own code loads the top copy of what it depends on, whatever else is installed.
    expect(installedPackageFile(site, 'shared', 'lib/a.js')).toBe(
      path.join(site, 'node_modules/shared/lib/a.js'),
    );
    expect(installedPackageFile(site, 'inner', 'lib/a.js')).toBe(
      path.join(site, 'node_modules/inner/lib/a.js'),
    );
    expect(() => installedPackageFile(site, 'twice', 'lib/a.js')).toThrow(
      /twice, which the site reaches through its dependencies, is installed 2 times \(node_modules\/twice, node_modules\/@scope\/tool\/node_modules\/twice\)/,
    );
    expect(() => installedPackageFile(site, 'absent', 'lib/a.js')).toThrow(/installed 0 times/);
    // Without npm's record of the tree, nothing can tell: the check says how to get one.
    const unrecorded = siteWith([], []);
    rmSync(path.join(unrecorded, 'node_modules/.package-lock.json'));
    expect(() => installedPackageFile(unrecorded, 'inner', 'lib/a.js')).toThrow(
      /Install with npm ci/,
    );
  });

  it('reads one copy of each npm package of the registry of dependency internals, and of react-loadable', () => {
    // react-loadable is Docusaurus's fork, read for an entry of @docusaurus/core.
    const packages = new Set([...npmInternals.map((entry) => entry.package), 'react-loadable']);
    for (const packageName of packages) {
      const {name} = JSON.parse(installedPackageText(siteDir, packageName, 'package.json')) as {
        name: string;
      };
      expect(name).toBe(
        packageName === 'react-loadable' ? '@docusaurus/react-loadable' : packageName,
      );
    }
  });
});
