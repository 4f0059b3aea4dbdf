import {mkdirSync, writeFileSync} from 'node:fs';
import path from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';
import {installedVersion} from '../../site/installedVersion';
import {entityComponentsReference} from '../../site/packageReferences';
import {componentCategories} from './categories';
import {readComponents} from './readComponents';
import {renderComponentsPage} from './renderComponentsPage';

/** Where the generated page goes, inside the docs folder (gitignored). */
export const ENTITY_COMPONENTS_OUT_DIR = `docs/references/${entityComponentsReference.folder}`;

const CORE_PACKAGE_DIR = `node_modules/${entityComponentsReference.packageName}`;
const RECORD_FILE = 'dist/_prebuild/engine_types/ComponentsRecord.d.ts';

/**
 * Generates `/references/entity-components` from the component types of the
 * pinned @3dverse/livelink.core. It writes the page while plugins are
 * initialised, before the docs plugin reads the docs folder, the same way
 * docusaurus-plugin-typedoc does for the library references.
 */
export default function pluginEntityComponents(context: LoadContext): Plugin {
  const packageDir = path.join(context.siteDir, CORE_PACKAGE_DIR);
  const version = installedVersion(context.siteDir, entityComponentsReference.packageName);
  const page = renderComponentsPage({
    components: readComponents(path.join(packageDir, RECORD_FILE)),
    categories: componentCategories,
    packageVersion: version,
  });
  const outDir = path.join(context.siteDir, ENTITY_COMPONENTS_OUT_DIR);
  mkdirSync(outDir, {recursive: true});
  writeFileSync(path.join(outDir, 'index.mdx'), page);
  return {name: 'site-entity-components'};
}
