import {readFileSync} from 'node:fs';
import path from 'node:path';

/** The fields of an installed package's package.json the site reads. */
type InstalledManifest = {name?: unknown; version?: unknown; types?: unknown; typings?: unknown};

/** The package.json of `packageName` as installed in the site's `node_modules`, and its path. */
function installedManifest(
  siteDir: string,
  packageName: string,
): {file: string; manifest: InstalledManifest} {
  const file = installedPackageFile(siteDir, packageName, 'package.json');
  return {file, manifest: JSON.parse(readFileSync(file, 'utf8')) as InstalledManifest};
}

/**
 * The path of `file` (relative to the package's folder) in `packageName` as
 * installed in the site's `node_modules`: the copy whose version
 * `installedVersion` reads, so that a check of a package's files reads the
 * version the registry of dependency internals verified.
 */
export function installedPackageFile(siteDir: string, packageName: string, file: string): string {
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
