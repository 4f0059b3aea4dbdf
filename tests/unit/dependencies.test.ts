import {existsSync, readFileSync} from 'node:fs';
import {builtinModules} from 'node:module';
import path from 'node:path';
import semver from 'semver';
import {describe, expect, it} from 'vitest';
import {moduleSpecifiers, packageOfSpecifier} from '../../src/site/buildCache/moduleSpecifiers';
import {listFiles} from '../support/listFiles';

type Manifest = {
  dependencies: Record<string, string>;
  devDependencies: Record<string, string>;
  engines: {node: string};
  allowScripts?: Record<string, boolean>;
};
const manifest = JSON.parse(readFileSync('package.json', 'utf8')) as Manifest;

/** What the lockfile records of each installed package, under its `node_modules/…` path. */
type LockedPackage = {
  version?: string;
  engines?: {node?: string} | string[];
  hasInstallScript?: boolean;
};
const lockfile = JSON.parse(readFileSync('package-lock.json', 'utf8')) as {
  packages: Record<string, LockedPackage>;
};

/** The lockfile's installed packages (not the project itself), with the name each is installed as. */
function lockedPackages(): {name: string; path: string; locked: LockedPackage}[] {
  return Object.entries(lockfile.packages)
    .filter(([packagePath]) => packagePath.startsWith('node_modules/'))
    .map(([packagePath, locked]) => ({
      name: packagePath.slice(packagePath.lastIndexOf('node_modules/') + 'node_modules/'.length),
      path: packagePath,
      locked,
    }));
}

const SOURCE_EXTENSIONS = ['.ts', '.tsx', '.mts', '.js', '.mjs'];
const THIS_FILE = 'tests/unit/dependencies.test.ts';

/** Whether `name` is declared in `declared`, itself or, for its types, as its `@types` package. */
function isDeclared(name: string, declared: Record<string, string>, typeOnly: boolean): boolean {
  if (name in declared) return true;
  const typesPackage = `@types/${name.replace(/^@/, '').replace('/', '__')}`;
  return typeOnly && typesPackage in declared;
}

/** Module names webpack resolves to the site or to Docusaurus, not to a package of their own. */
function isAlias(specifier: string): boolean {
  if (/^@(theme|theme-original|site|generated)\//.test(specifier)) return true;
  if (specifier.startsWith('@site-')) return true;
  const docusaurusExport = /^@docusaurus\/([\w-]+)$/.exec(specifier)?.[1];
  return (
    docusaurusExport !== undefined &&
    existsSync(`node_modules/@docusaurus/core/lib/client/exports/${docusaurusExport}.js`)
  );
}

/** The packages a source file imports, each with whether every import of it is for types only. */
function importedPackages(source: string): Map<string, boolean> {
  const found = new Map<string, boolean>();
  for (const {specifier, typeOnly} of moduleSpecifiers(source)) {
    if (specifier.startsWith('.') || specifier.startsWith('node:')) continue;
    if (builtinModules.includes(specifier) || isAlias(specifier)) continue;
    const name = packageOfSpecifier(specifier);
    found.set(name, (found.get(name) ?? true) && typeOnly);
  }
  return found;
}

/** Every package imported by the files under `dirs`, with the files that import it for more than types. */
function imports(
  dirs: string[],
  files: string[] = [],
  leftOut: ReadonlySet<string> = new Set(),
): Map<string, {typeOnly: boolean; file: string}> {
  const all = new Map<string, {typeOnly: boolean; file: string}>();
  const sources = [
    ...dirs.flatMap((dir) => listFiles(process.cwd(), dir, SOURCE_EXTENSIONS)),
    ...files,
    // Generated and built files, and this file's own examples, are not imports of the project.
  ].filter(
    (file) =>
      !/(^|\/)(\.docusaurus|build|node_modules)\//.test(file) &&
      file !== THIS_FILE &&
      !leftOut.has(file),
  );
  for (const file of sources) {
    for (const [name, typeOnly] of importedPackages(
      readFileSync(path.join(process.cwd(), file), 'utf8'),
    )) {
      const seen = all.get(name);
      if (!seen || (seen.typeOnly && !typeOnly)) all.set(name, {typeOnly, file});
    }
  }
  return all;
}

/** Scripts only a maintainer runs, on a development checkout: like `npm run format`, they may use development tools. */
const MAINTAINER_SCRIPTS = new Set(['scripts/maintainer-docs.mts']);

describe('declared dependencies', () => {
  it('declares every package the site imports to build or run, as a dependency unless only its types are used', () => {
    const problems: string[] = [];
    for (const [name, {typeOnly, file}] of imports(
      ['src', 'scripts'],
      ['docusaurus.config.ts', 'sidebars.ts'],
      MAINTAINER_SCRIPTS,
    )) {
      if (isDeclared(name, manifest.dependencies, false)) continue;
      if (typeOnly && isDeclared(name, manifest.devDependencies, true)) continue;
      problems.push(
        `${name} (${file}) is ${name in manifest.devDependencies ? 'only a devDependency' : 'not declared'}`,
      );
    }
    expect(problems).toEqual([]);
  });

  it('declares every package the tests import', () => {
    const undeclared = [...imports(['tests'])]
      .filter(
        ([name, {typeOnly}]) =>
          !isDeclared(name, manifest.dependencies, typeOnly) &&
          !isDeclared(name, manifest.devDependencies, typeOnly),
      )
      .map(([name, {file}]) => `${name} (${file})`);
    expect(undeclared).toEqual([]);
  });

  it('reads imports of every form', () => {
    const found = importedPackages(
      [
        "import type {Root} from 'hast';",
        "import {\n  a,\n  b,\n} from '@scope/pkg/sub';",
        "import './styles.css';",
        "import 'side-effect';",
        "const later = await import('lazy-pkg');",
        "const path = require.resolve('resolved-pkg/package.json');",
        "import Link from '@docusaurus/Link';",
        "import {readFileSync} from 'node:fs';",
      ].join('\n'),
    );
    expect([...found]).toEqual([
      ['hast', true],
      ['@scope/pkg', false],
      ['side-effect', false],
      ['lazy-pkg', false],
      ['resolved-pkg', false],
    ]);
  });
});

describe('the 3dverse packages', () => {
  it('are pinned exactly, since the references and the checked samples document one version', () => {
    const declared = {...manifest.dependencies, ...manifest.devDependencies};
    const ranges = Object.entries(declared).filter(
      ([name, version]) => name.startsWith('@3dverse/') && !/^\d+\.\d+\.\d+$/.test(version),
    );
    expect(Object.keys(declared).filter((name) => name.startsWith('@3dverse/'))).toHaveLength(4);
    expect(ranges).toEqual([]);
  });
});

describe('the installed packages', () => {
  it('all support every Node.js version the project says it runs on (engines)', () => {
    const ours = manifest.engines.node;
    const narrower = lockedPackages().flatMap(({path: packagePath, locked}) => {
      const theirs = Array.isArray(locked.engines) ? undefined : locked.engines?.node;
      return theirs && !semver.subset(ours, theirs) ? [`${packagePath} needs Node ${theirs}`] : [];
    });
    expect(narrower, `package.json says Node ${ours}`).toEqual([]);
  });

  it('have each install script reviewed in allowScripts, approved or denied', () => {
    const decided = Object.keys(manifest.allowScripts ?? {}).map((entry) =>
      // An approval may be pinned to a version: `name@1.2.3`.
      entry.replace(/(?<=.)@[^@/]+$/, ''),
    );
    const unreviewed = lockedPackages()
      .filter(({name, locked}) => locked.hasInstallScript && !decided.includes(name))
      .map(({path: packagePath, locked}) => `${packagePath}@${locked.version ?? '?'}`);
    expect(unreviewed, 'run `npm install-scripts ls`, then approve or deny each').toEqual([]);
  });
});
