import {readFileSync} from 'node:fs';
import path from 'node:path';

/**
 * The declaration file an installed package publishes as its types (the
 * `types` or `typings` field of its package.json), so that the reader starts
 * from what the package promises rather than from a path inside its build.
 */
export function publishedTypings(packageDir: string): string {
  const manifest = JSON.parse(readFileSync(path.join(packageDir, 'package.json'), 'utf8')) as {
    name?: string;
    types?: string;
    typings?: string;
  };
  const typings = manifest.types ?? manifest.typings;
  if (!typings) {
    throw new Error(
      `${manifest.name ?? packageDir} names no declaration file in its package.json.`,
    );
  }
  return path.join(packageDir, typings);
}
