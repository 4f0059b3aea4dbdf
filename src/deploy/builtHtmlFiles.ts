import {readdirSync} from 'node:fs';
import path from 'node:path';

/** Every `.html` file under `buildDir`, as absolute paths. */
export function builtHtmlFiles(buildDir: string): string[] {
  return readdirSync(buildDir, {recursive: true, encoding: 'utf8'})
    .filter((file) => file.endsWith('.html'))
    .map((file) => path.join(buildDir, file));
}
