import path from 'node:path';

/**
 * `target` resolved against `folder` (a relative path, or an absolute one),
 * or `undefined` when it is not a file under `folder`: `..` segments, an
 * absolute path elsewhere, or the folder itself. Every file the MCP server
 * reads goes through this, so that no argument can reach outside the build.
 */
export function fileInside(folder: string, target: string): string | undefined {
  const root = path.resolve(folder);
  const file = path.resolve(root, target);
  return file.startsWith(`${root}${path.sep}`) ? file : undefined;
}
