import path from 'node:path';
import {siteBuildDirectory} from '../src/settings/buildDirectory';

/** The site's root folder, which the bench builds, serves and starts. */
export const siteDir = path.resolve(import.meta.dirname, '..');

/** The bench's own output (results and the vanilla anchor): gitignored, removed by `npm run clean`. */
export const benchDir = path.join(siteDir, '.bench');

/** The build the measures read and serve: `DOCS_BUILD_DIR`, else the site's `build/`. */
export const buildDir = siteBuildDirectory(siteDir);

/** Whether `DOCS_BUILD_DIR` points the measures at another build than the site's `build/`. */
export const buildDirIsOverridden = buildDir !== path.join(siteDir, 'build');
