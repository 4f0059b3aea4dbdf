import {readdirSync} from 'node:fs';
import path from 'node:path';

/**
 * The HTML files of a build, relative to it, leaving out those under the
 * top-level `leftOutFolders` (a plugin's own output, such as the search index).
 */
export function builtHtmlFiles(outDir: string, leftOutFolders: readonly string[] = []): string[] {
  return readdirSync(outDir, {recursive: true, encoding: 'utf8'}).filter(
    (file) =>
      file.endsWith('.html') &&
      !leftOutFolders.some((folder) => file.startsWith(`${folder}${path.sep}`)),
  );
}
