import path from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';
import {dependencyInternalChanged} from '../../site/dependencyInternals/dependencyInternalChanged';
import {writeFileIfChanged} from '../../site/files/writeFileIfChanged';
import {installedPackageText} from '../../site/installedVersion';
import {importedNames} from './importedNames';
import {passesPropsToCode} from './passesPropsToCode';
import {remountsInBrowser} from './remountsInBrowser';
import {tokenStylesheet, type PrismTheme} from './tokenStyles';

/** The stylesheet of token colours, relative to the site (`generated/` is gitignored and cleaned). */
const TOKEN_STYLESHEET = 'generated/lean-prism/token-colours.css';

/** What the stand-in exports; Docusaurus's theme may import nothing else from the package. */
const PROVIDED = ['Highlight', 'Prism'];

/** The theme file whose `Code` must pass its props on to `<code>` (see `client/prismReactRenderer.tsx`). */
const CODE_BLOCK_CONTENT = 'lib/theme/CodeBlock/Content/index.js';

/** The theme file whose `CodeBlock` mounts its content again once in the browser (see `remountsInBrowser`). */
const CODE_BLOCK = 'lib/theme/CodeBlock/index.js';

/** Docusaurus theme files that import `prism-react-renderer` in the browser. */
const THEME_IMPORTERS = [CODE_BLOCK_CONTENT, 'lib/prism-include-languages.js'];

/**
 * Serves the site's bundles a lean `prism-react-renderer` (see
 * `client/prismReactRenderer.tsx`): Prism's core with the languages the
 * site uses instead of the package's forty. Docusaurus's config still
 * reads the package's themes in Node. If the theme starts importing
 * something the stand-in lacks, or stops importing the package from the
 * files checked, the build stops and says so. The stand-in keeps a hydrated
 * block's server-highlighted lines; `client/hydration.ts` tells it when
 * hydration is over, and the build stops if the theme's `<code>` would no
 * longer receive the props that keep them. Token colours come from a
 * stylesheet written from the configured Prism themes.
 */
export default function pluginLeanPrism(context: LoadContext): Plugin {
  const sources = new Map(
    THEME_IMPORTERS.map((file) => [
      file,
      installedPackageText(context.siteDir, '@docusaurus/theme-classic', file),
    ]),
  );
  const imported = [...sources].map(([file, source]) => ({
    file,
    names: importedNames(source, 'prism-react-renderer'),
  }));
  const problems = imported.flatMap(({file, names}) =>
    names.length === 0
      ? [`${file} no longer imports it`]
      : names.filter((name) => !PROVIDED.includes(name)).map((name) => `${file} imports ${name}`),
  );
  if (!passesPropsToCode(sources.get(CODE_BLOCK_CONTENT) ?? '')) {
    problems.push(`${CODE_BLOCK_CONTENT} no longer passes Code's props on to <code>`);
  }
  const codeBlock = installedPackageText(context.siteDir, '@docusaurus/theme-classic', CODE_BLOCK);
  if (!remountsInBrowser(codeBlock)) {
    problems.push(`${CODE_BLOCK} no longer mounts a block's content again once in the browser`);
  }
  if (problems.length > 0) {
    throw dependencyInternalChanged(
      'prism-imports-and-code-layout',
      `site-lean-prism: Docusaurus's theme has changed in a way the lean Prism relies on (${problems.join('; ')}); the stand-in provides ${PROVIDED.join(', ')}.`,
    );
  }
  return {
    name: 'site-lean-prism',
    // Before bundling, which reads the stylesheet; not when the plugin is created, which every CLI command does.
    async loadContent() {
      const {theme, darkTheme} = configuredThemes(context);
      writeFileIfChanged(
        path.join(context.siteDir, TOKEN_STYLESHEET),
        tokenStylesheet({light: theme, dark: darkTheme}),
      );
    },
    getClientModules() {
      return [
        path.join(__dirname, 'client/hydration.ts'),
        path.join(context.siteDir, TOKEN_STYLESHEET),
      ];
    },
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

/** The light and dark Prism themes of the site's config; both must be set, as the token stylesheet covers both modes. */
function configuredThemes(context: LoadContext): {theme: PrismTheme; darkTheme: PrismTheme} {
  const prism = (
    context.siteConfig.themeConfig as {prism?: {theme?: PrismTheme; darkTheme?: PrismTheme}}
  ).prism;
  if (!prism?.theme || !prism.darkTheme) {
    throw new Error(
      'site-lean-prism: themeConfig.prism.theme and themeConfig.prism.darkTheme must both be set; the token colours are written from them.',
    );
  }
  return {theme: prism.theme, darkTheme: prism.darkTheme};
}
