import {readFileSync} from 'node:fs';
import path from 'node:path';
import type {Plugin} from '@docusaurus/types';
import {importedNames} from './importedNames';

/** What the stand-in exports; Docusaurus's theme may import nothing else from the package. */
const PROVIDED = ['Highlight', 'Prism'];

/** Docusaurus theme files that import `prism-react-renderer` in the browser. */
const THEME_IMPORTERS = ['lib/theme/CodeBlock/Content/index.js', 'lib/prism-include-languages.js'];

/**
 * Serves the site's bundles a lean `prism-react-renderer` (see
 * `client/prismReactRenderer.tsx`): Prism's core with the languages the
 * site uses instead of the package's forty. Docusaurus's config still
 * reads the package's themes in Node. If the theme starts importing
 * something the stand-in lacks, or stops importing the package from the
 * files checked, the build stops and says so.
 */
export default function pluginLeanPrism(): Plugin {
  const themeDir = path.dirname(require.resolve('@docusaurus/theme-classic/package.json'));
  const imported = THEME_IMPORTERS.map((file) => ({
    file,
    names: importedNames(readFileSync(path.join(themeDir, file), 'utf8'), 'prism-react-renderer'),
  }));
  const problems = imported.flatMap(({file, names}) =>
    names.length === 0
      ? [`${file} no longer imports it`]
      : names.filter((name) => !PROVIDED.includes(name)).map((name) => `${file} imports ${name}`),
  );
  if (problems.length > 0) {
    throw new Error(
      `site-lean-prism: Docusaurus's theme has changed how it uses prism-react-renderer (${problems.join('; ')}); the stand-in provides ${PROVIDED.join(', ')}. See "Upgrade notes" in the README.`,
    );
  }
  return {
    name: 'site-lean-prism',
    configureWebpack() {
      return {
        resolve: {
          alias: {
            'prism-react-renderer$': path.join(__dirname, 'client/prismReactRenderer.tsx'),
          },
        },
      };
    },
  };
}
