import path from 'node:path';
import {readEnvironment, type Environment} from './environmentVariables';

/**
 * The build that is served, tested, measured, compressed and searched by the
 * MCP server: the folder `DOCS_BUILD_DIR` names, resolved against the working
 * folder, else the site's `build/`. An empty value counts as unset, as a
 * shell's `DOCS_BUILD_DIR= npm test` means, so that it never points at the
 * working folder itself.
 */
export function siteBuildDirectory(
  siteDir: string,
  env: Environment<'DOCS_BUILD_DIR'> = process.env,
): string {
  const override = readEnvironment('DOCS_BUILD_DIR', env);
  return override ? path.resolve(override) : path.join(path.resolve(siteDir), 'build');
}
