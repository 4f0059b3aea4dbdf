import {readFileSync} from 'node:fs';
import {moduleSpecifiers, packageOfSpecifier} from './moduleSpecifiers';

/**
 * The packages `files` import values from, sorted: what a generator made of
 * those files runs besides them, whose versions its key must therefore cover.
 * Node's own modules, relative imports and type-only imports are left out.
 */
export function importedPackages(files: readonly string[]): string[] {
  const packages = new Set<string>();
  for (const file of files) {
    if (!/\.(?:ts|tsx|mts|js|mjs)$/.test(file)) continue;
    for (const {specifier, typeOnly} of moduleSpecifiers(readFileSync(file, 'utf8'))) {
      if (typeOnly || specifier.startsWith('.') || specifier.startsWith('node:')) continue;
      packages.add(packageOfSpecifier(specifier));
    }
  }
  return [...packages].sort();
}
