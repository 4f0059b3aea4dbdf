import {existsSync, mkdirSync, writeFileSync} from 'node:fs';
import path from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';
import {filesUnder} from '../../site/files/filesUnder';
import {generationKey, stampMatches, writeStamp} from '../../site/buildCache/generationStamp';
import {installedVersion, publishedTypings} from '../../site/installedVersion';
import {entityComponentsReference} from '../../site/references/packageReferences';
import {componentCategories} from './categories';
import {readComponents} from './readComponents';
import {renderComponentsPage} from './renderComponentsPage';

/** Where the generated page goes, inside the docs folder (gitignored). */
export const ENTITY_COMPONENTS_OUT_DIR = `docs/references/${entityComponentsReference.folder}`;

/**
 * Generates `/references/entity-components` from the component types of the
 * pinned @3dverse/livelink.core. It writes the page while plugins are
 * initialised, before the docs plugin reads the docs folder, the same way
 * docusaurus-plugin-typedoc does for the library references. Every command
 * loads the plugins, so the page is written only when what it is generated
 * from has changed (its stamp says so): reading the declarations builds a
 * TypeScript program, about 0.7 s of each start and build.
 */
export default function pluginEntityComponents(context: LoadContext): Plugin {
  const name = 'site-entity-components';
  const outDir = path.join(context.siteDir, ENTITY_COMPONENTS_OUT_DIR);
  // TypeScript reads the package's declarations; `src/site/` holds the helpers this plugin imports.
  const key = generationKey(context.siteDir, {
    packages: [entityComponentsReference.packageName, 'typescript'],
    files: ['src/plugins/entity-components', 'src/site'].flatMap((folder) =>
      filesUnder(path.join(context.siteDir, folder)),
    ),
  });
  const pageFile = path.join(outDir, 'index.mdx');
  if (existsSync(pageFile) && stampMatches(outDir, key)) return {name};
  const version = installedVersion(context.siteDir, entityComponentsReference.packageName);
  const page = renderComponentsPage({
    components: readComponents(
      publishedTypings(context.siteDir, entityComponentsReference.packageName),
    ),
    categories: componentCategories,
    packageVersion: version,
  });
  mkdirSync(outDir, {recursive: true});
  writeFileSync(pageFile, page);
  writeStamp(outDir, key);
  return {name};
}
