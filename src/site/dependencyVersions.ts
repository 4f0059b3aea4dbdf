import {existsSync, readFileSync} from 'node:fs';
import path from 'node:path';
import {installedVersion} from './installedVersion';

type Manifest = {
  dependencies?: Record<string, string>;
  peerDependencies?: Record<string, string>;
};

function readManifest(file: string): Manifest {
  return JSON.parse(readFileSync(file, 'utf8')) as Manifest;
}

/**
 * The installed version of each package `packageName` depends on (its
 * dependencies and peers), as npm resolves them: under the package's own
 * `node_modules` first, then the site's. A package's declarations can
 * re-export another's types (`@3dverse/livelink` exports those of
 * `@3dverse/livelink.core`), so its reference depends on their versions too.
 * A peer that is not installed is left out.
 */
export function dependencyVersions(siteDir: string, packageName: string): Record<string, string> {
  const packageDir = path.join(siteDir, 'node_modules', packageName);
  const manifest = readManifest(path.join(packageDir, 'package.json'));
  const names = Object.keys({...manifest.dependencies, ...manifest.peerDependencies}).sort();
  const versions: Record<string, string> = {};
  for (const name of names) {
    // npm's resolution: where the package's own node_modules has it, else the site's.
    const from = [packageDir, siteDir].find((dir) =>
      existsSync(path.join(dir, 'node_modules', name, 'package.json')),
    );
    if (from) versions[name] = installedVersion(from, name);
  }
  return versions;
}
