import {mkdirSync, writeFileSync} from 'node:fs';
import path from 'node:path';

/**
 * Writes a stand-in of a package installed under `dir`: its package.json
 * only, with `extra` fields (its `dependencies`, say), which is all the
 * cache keys read of a package.
 */
export function installPackage(
  dir: string,
  name: string,
  version: string,
  extra: object = {},
): void {
  const packageDir = path.join(dir, 'node_modules', name);
  mkdirSync(packageDir, {recursive: true});
  writeFileSync(path.join(packageDir, 'package.json'), JSON.stringify({name, version, ...extra}));
}
