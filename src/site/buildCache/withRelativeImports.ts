import {readFileSync} from 'node:fs';
import path from 'node:path';
import {moduleSpecifiers} from './moduleSpecifiers';

/** A relative specifier of a path written with its extension. */
const RELATIVE_PATH = /^\.{1,2}\/.+\.(?:ts|tsx|mts|js|mjs)$/;

/**
 * `files` and every file they import by a relative path, followed through
 * those files' own relative imports, as absolute paths in the order met:
 * what a key made of `files` must hash so that an edit to a helper they
 * import changes it too. Only paths written with their extension are
 * followed, as Node's ES modules (the TypeDoc plugins, loaded without
 * TypeScript) write them; a TypeScript module's imports without one are not.
 */
export function withRelativeImports(files: readonly string[]): string[] {
  const seen = new Set<string>();
  const visit = (file: string): void => {
    if (seen.has(file)) return;
    seen.add(file);
    for (const {specifier} of moduleSpecifiers(readFileSync(file, 'utf8'))) {
      if (RELATIVE_PATH.test(specifier)) visit(path.resolve(path.dirname(file), specifier));
    }
  };
  files.forEach(visit);
  return [...seen];
}
