import {readFileSync} from 'node:fs';

/** An import or re-export of a value (not `import type`), and the specifier it names. */
const VALUE_IMPORT = /^(?:import|export)\s+(?!type\s)[^;]*?\sfrom\s+'([^']+)'/gm;

/** The package a bare specifier names: `@scope/name` or `name`, without a path inside it. */
function packageOf(specifier: string): string {
  const parts = specifier.split('/');
  return specifier.startsWith('@') ? parts.slice(0, 2).join('/') : (parts[0] ?? specifier);
}

/**
 * The packages `files` import values from, sorted: what a generator made of
 * those files runs besides them, whose versions its key must therefore cover.
 * Node's own modules, relative imports and type-only imports are left out.
 */
export function importedPackages(files: readonly string[]): string[] {
  const packages = new Set<string>();
  for (const file of files) {
    if (!/\.(?:ts|tsx|mts|js|mjs)$/.test(file)) continue;
    for (const [, specifier = ''] of readFileSync(file, 'utf8').matchAll(VALUE_IMPORT)) {
      if (specifier.startsWith('.') || specifier.startsWith('node:')) continue;
      packages.add(packageOf(specifier));
    }
  }
  return [...packages].sort();
}
