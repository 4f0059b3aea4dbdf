import {readFileSync} from 'node:fs';
import path from 'node:path';
import {INSTALLED_PACKAGES, installedPackagesRecord} from './buildCache/installedPackagesRecord';

/** The fields of an installed package's package.json the site reads. */
type InstalledManifest = {name?: unknown; version?: unknown; types?: unknown; typings?: unknown};

/** The package.json of `packageName` as installed in the site's `node_modules`, and its path. */
function installedManifest(
  siteDir: string,
  packageName: string,
): {file: string; manifest: InstalledManifest} {
  const file = path.join(siteDir, 'node_modules', packageName, 'package.json');
  return {file, manifest: JSON.parse(readFileSync(file, 'utf8')) as InstalledManifest};
}

/** Per site, read once: the packages it depends on itself, and npm's record of where each copy is. */
const siteDependencies = new Map<string, ReadonlySet<string>>();
const installedFolders = new Map<string, readonly string[]>();

/** The packages the site's package.json depends on itself. */
function dependenciesOf(siteDir: string): ReadonlySet<string> {
  let direct = siteDependencies.get(siteDir);
  if (direct === undefined) {
    const manifest = JSON.parse(readFileSync(path.join(siteDir, 'package.json'), 'utf8')) as {
      dependencies?: object;
      devDependencies?: object;
    };
    direct = new Set([
      ...Object.keys(manifest.dependencies ?? {}),
      ...Object.keys(manifest.devDependencies ?? {}),
    ]);
    siteDependencies.set(siteDir, direct);
  }
  return direct;
}

/** The folders, relative to the site, that npm's record of the installed tree lists. */
function foldersOf(siteDir: string): readonly string[] {
  let folders = installedFolders.get(siteDir);
  if (folders === undefined) {
    const record = installedPackagesRecord(siteDir);
    if (record === undefined) {
      throw new Error(
        `${path.join(siteDir, INSTALLED_PACKAGES)} is missing: npm writes it with every install, and the checks of dependencies read it to tell how often a package is installed. Install with npm ci.`,
      );
    }
    const {packages} = JSON.parse(record.toString('utf8')) as {packages?: object};
    folders = Object.keys(packages ?? {});
    installedFolders.set(siteDir, folders);
  }
  return folders;
}

/**
 * Stops unless the top copy of `packageName` in the site's `node_modules`
 * is the one the site's code and dependencies load: the site's own code
 * loads the top copy of a package it depends on, and a package it reaches
 * only through its dependencies must be installed once, or the dependency
 * relying on it may load another copy than the one a check reads.
 */
export function assertTopCopyLoaded(siteDir: string, packageName: string): void {
  if (dependenciesOf(siteDir).has(packageName)) return;
  const suffix = `node_modules/${packageName}`;
  const copies = foldersOf(siteDir).filter(
    (folder) => folder === suffix || folder.endsWith(`/${suffix}`),
  );
  if (copies.length !== 1) {
    throw new Error(
      `${packageName}, which the site reaches through its dependencies, is installed ${copies.length} times (${copies.join(', ')}): the checks of its files read only node_modules/${packageName}, and cannot tell which copy the dependency relying on it loads.`,
    );
  }
}

/**
 * The path of `file` (relative to the package's folder) in `packageName` as
 * installed in the site's `node_modules`, for a check of what the site
 * relies on in it: the copy whose version `installedVersion` reads, so that
 * the check reads the version the registry of dependency internals
 * verified, and the copy that is loaded (see `assertTopCopyLoaded`).
 */
export function installedPackageFile(siteDir: string, packageName: string, file: string): string {
  assertTopCopyLoaded(siteDir, packageName);
  return path.join(siteDir, 'node_modules', packageName, file);
}

/** The text of `file` in `packageName` as installed in the site (see `installedPackageFile`). */
export function installedPackageText(siteDir: string, packageName: string, file: string): string {
  return readFileSync(installedPackageFile(siteDir, packageName, file), 'utf8');
}

/** The version of `packageName` installed in the site's `node_modules`, read from its package.json. */
export function installedVersion(siteDir: string, packageName: string): string {
  const {file, manifest} = installedManifest(siteDir, packageName);
  if (typeof manifest.version !== 'string') throw new Error(`${file} has no version.`);
  return manifest.version;
}

/**
 * The declaration file `packageName` publishes as its types (the `types` or
 * `typings` field of its package.json), so that a reader of its types starts
 * from what the package promises rather than from a path inside its build.
 */
export function publishedTypings(siteDir: string, packageName: string): string {
  const {file, manifest} = installedManifest(siteDir, packageName);
  const typings = manifest.types ?? manifest.typings;
  if (typeof typings !== 'string') throw new Error(`${file} names no declaration file.`);
  return path.join(path.dirname(file), typings);
}
