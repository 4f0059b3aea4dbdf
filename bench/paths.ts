import path from 'node:path';
import {readEnvironment} from '../src/settings/environmentVariables';

/** The site's root folder, which the bench builds, serves and starts. */
export const siteDir = path.resolve(import.meta.dirname, '..');

/** The bench's own output (results and the vanilla anchor): gitignored, removed by `npm run clean`. */
export const benchDir = path.join(siteDir, '.bench');

// An empty value counts as unset, as a shell's `DOCS_BUILD_DIR= npm run bench` means.
const buildDirOverride = readEnvironment('DOCS_BUILD_DIR') || undefined;

/** Whether `DOCS_BUILD_DIR` points the measures at another build than the site's `build/`. */
export const buildDirIsOverridden = buildDirOverride !== undefined;

/** The build the measures read and serve. */
export const buildDir = buildDirOverride
  ? path.resolve(buildDirOverride)
  : path.join(siteDir, 'build');
