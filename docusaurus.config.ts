import path from 'node:path';
import type {Config} from '@docusaurus/types';
import type * as Preset from '@docusaurus/preset-classic';
import type {Options as DocsOptions} from '@docusaurus/plugin-content-docs';
import remarkMath from 'remark-math';
import rehypeKatex from 'rehype-katex';
import {product} from './src/site/product';
import {darkCodeTheme, lightCodeTheme} from './src/site/codeThemes';
import {navbarItems} from './src/site/navbar';
import {publishedRedirects} from './src/site/redirects';
import {analyticsFromEnv} from './src/site/analytics';
import {readEnvironment} from './src/settings/environmentVariables';
import pluginTooltips from './src/plugins/tooltips';
import pluginBundleSplitting from './src/plugins/bundle-splitting';
import pluginFonts from './src/plugins/fonts';
import {GENERATED_FONTS} from './src/plugins/fonts/generatedFonts';
import {GENERATED_STATIC_DIR} from './src/site/generatedStaticDir';
import pluginLeanPrism from './src/plugins/lean-prism';
import pluginDependencyInternals from './src/plugins/dependency-internals';
import pluginIdlePrefetch from './src/plugins/idle-prefetch';
import pluginDevLazyCompilation from './src/plugins/dev-lazy-compilation';
import pluginFaviconIco from './src/plugins/favicon-ico';
import pluginApiConsole from './src/plugins/api-console';
import {readOpenApiFile} from './src/site/restApi/openApiFile';
import {openApiServers} from './src/site/restApi/openApiServers';
import {openApiVersion} from './src/site/restApi/openApiVersion';
import pluginEntityComponents from './src/plugins/entity-components';
import pluginStaticDiagrams, {staticDiagramsRenderer} from './src/plugins/static-diagrams';
import rehypeStaticDiagrams from './src/plugins/static-diagrams/rehypeStaticDiagrams';
import rehypeFocusableScrollRegions from './src/site/markdown/rehypeFocusableScrollRegions';
import rehypeMathAsHtml from './src/site/markdown/rehypeMathAsHtml';
import remarkDeprecationNotices from './src/site/markdown/remarkDeprecationNotices';
import remarkHeadingLevels from './src/site/markdown/remarkHeadingLevels';
import {docEditUrl, pageHistory} from './src/site/pageHistory';
import {referenceSources} from './src/site/references/referenceSources';
import {DIAGRAM_THEMES} from './src/plugins/static-diagrams/renderDiagrams';
import {diagramModulesDir} from './src/plugins/static-diagrams/diagramModules';
import type {Options as SearchOptions} from './src/plugins/search/options';
import {searchSettingsFromEnv} from './src/plugins/search/shared/searchSettings';
import type {Options as BuiltPagesOptions} from './src/plugins/built-pages/options';
import {
  libraryReferences,
  linkedReference,
  typedocPluginOptions,
} from './src/site/references/typedoc';
import type {CachedTypedocOptions} from './src/plugins/cached-typedoc/index';
import {installedVersion} from './src/site/installedVersion';
import {leanDocsPlugin, openApiPluginOptions, restApiSource} from './src/site/references/openapi';

// The config is loaded as CommonJS by Docusaurus, so `import.meta` is unavailable here.
const siteDir = __dirname;

/**
 * A production build draws Mermaid diagrams into static SVG (see
 * src/plugins/static-diagrams); `npm start` draws them in the browser, so
 * it needs no Chromium.
 */
const drawDiagramsAtBuild = readEnvironment('NODE_ENV') === 'production';

/** The remark plugins of the docs and the devlog: maths. */
const remarkPlugins = [remarkMath];

/** Remark plugins that must run before Docusaurus's own (which give headings their ids and build the table of contents): deprecation badges, heading levels without gaps. */
const beforeDefaultRemarkPlugins = [remarkDeprecationNotices, remarkHeadingLevels];

/**
 * The rehype plugins of the docs and the devlog: maths (handed to React as
 * HTML), tables and maths that keyboard users can scroll, and diagrams drawn
 * at build time.
 */
const rehypePlugins = [
  rehypeKatex,
  rehypeFocusableScrollRegions,
  rehypeMathAsHtml,
  ...(drawDiagramsAtBuild
    ? [
        [
          rehypeStaticDiagrams,
          {draw: staticDiagramsRenderer(siteDir).render, modulesDir: diagramModulesDir(siteDir)},
        ] as const,
      ]
    : []),
];

/** The version of a pinned client package, as installed, for the banner. */
const pinnedVersion = (packageName: string): string => installedVersion(siteDir, packageName);

/**
 * Whether pages show when they last changed: only with the full git history
 * (a shallow clone would date every page to its last commit).
 */
const history = pageHistory(siteDir);
if (!history.available) {
  console.info(`[history] Pages show no last-updated date: ${history.reason}.`);
}

/**
 * Where "Edit this page" points: the repository's edit URL (ending in `/`,
 * such as https://github.com/<owner>/<repo>/edit/main/) from DOCS_EDIT_URL.
 * Without it, pages show no edit link.
 */
const editBase = readEnvironment('DOCS_EDIT_URL')?.trim().replace(/\/?$/, '/') || undefined;

/** The REST API's OpenAPI file, read once for what the config takes from it: its servers and version. */
const openApiDocument = readOpenApiFile(siteDir);

/** Options of the one docs instance, served at the site root. */
const docsOptions = {
  showLastUpdateTime: history.available,
  editUrl: editBase ? ({docPath}: {docPath: string}) => docEditUrl(editBase, docPath) : undefined,
  routeBasePath: '/',
  sidebarPath: './sidebars.ts',
  lastVersion: 'current',
  versions: {current: {label: 'Next'}},
  beforeDefaultRemarkPlugins,
  remarkPlugins,
  rehypePlugins,
} satisfies DocsOptions;

const config: Config = {
  title: `${product.name} Documentation`,
  tagline: `Build, embed and stream real-time 3D applications with ${product.name}`,
  favicon: 'img/favicon.svg',
  url: product.siteUrl,
  baseUrl: '/',

  future: {v4: true, faster: true},

  onBrokenLinks: 'throw',
  onBrokenAnchors: 'throw',
  onDuplicateRoutes: 'throw',

  i18n: {defaultLocale: 'en', locales: ['en']},

  customFields: {
    productName: product.name,
    consoleUrl: product.consoleUrl,
    sourceHostingUrl: product.sourceHostingUrl,
    referenceSources: referenceSources(pinnedVersion, openApiVersion(openApiDocument)),
  },

  markdown: {
    mermaid: true,
    hooks: {onBrokenMarkdownLinks: 'throw'},
  },

  presets: [
    [
      'classic',
      {
        // The docs plugin is listed under plugins, wrapped (see leanDocsPlugin).
        docs: false,
        blog: {
          path: 'devlog',
          routeBasePath: 'devlog',
          blogTitle: 'Devlog',
          blogDescription: `Engineering notes from the teams that build ${product.name}`,
          blogSidebarTitle: 'All posts',
          blogSidebarCount: 'ALL',
          postsPerPage: 'ALL',
          showReadingTime: true,
          showLastUpdateTime: history.available,
          editUrl: editBase
            ? ({blogPath}: {blogPath: string}) => `${editBase}devlog/${blogPath}`
            : undefined,
          authorsMapPath: 'authors.yml',
          tags: 'tags.yml',
          onInlineTags: 'throw',
          onInlineAuthors: 'throw',
          onUntruncatedBlogPosts: 'throw',
          feedOptions: {type: 'all', copyright: `Copyright © 2025 ${product.name}`},
          beforeDefaultRemarkPlugins,
          remarkPlugins,
          rehypePlugins,
        },
        theme: {
          customCss: [
            // Inter and KaTeX's fonts, cut to what the site shows (src/plugins/fonts).
            `./${GENERATED_FONTS.stylesheet}`,
            './src/css/custom.css',
          ],
        },
        gtag: analyticsFromEnv(process.env),
      } satisfies Preset.Options,
    ],
  ],

  // The Mermaid theme draws diagrams in the browser, which only the dev server needs.
  themes: [...(drawDiagramsAtBuild ? [] : ['@docusaurus/theme-mermaid'])],

  // `openapi/` publishes the REST API's OpenAPI file at /asset-api.yaml; the
  // fonts plugin writes the site's cut fonts into the generated one, and the
  // API console plugin its operations' data.
  staticDirectories: ['static', 'openapi', GENERATED_STATIC_DIR],

  plugins: [
    // Given as a file path, so the OpenAPI plugin can find its options by name.
    [leanDocsPlugin, docsOptions],
    pluginTooltips,
    './src/plugins/social-cards/index.ts',
    // Local plugins with options are given as file paths, so Docusaurus finds their `validateOptions`.
    [
      './src/plugins/search/index.ts',
      searchSettingsFromEnv(process.env, {
        searchPagePath: '/search',
        issuesUrl: product.docsIssuesUrl,
        // Offered when a search finds nothing: where most readers start.
        popularPages: [
          {title: 'Quickstart', path: '/applications/quickstart'},
          {title: 'Core concepts', path: '/core-concepts'},
          {title: 'Tutorials', path: '/tutorials'},
          {title: 'livelink.js reference', path: '/references/livelink.js/classes/Livelink'},
          {title: 'REST API reference', path: '/references/api/asset-api'},
        ],
        // The REST API console offers the OpenAPI file's servers.
        apiServers: openApiServers(openApiDocument),
      }) satisfies SearchOptions,
    ],
    ['./src/plugins/built-pages/index.ts', {restApi: restApiSource} satisfies BuiltPagesOptions],
    pluginBundleSplitting,
    pluginEntityComponents,
    pluginStaticDiagrams,
    pluginFonts,
    pluginLeanPrism,
    pluginDependencyInternals,
    pluginIdlePrefetch,
    pluginDevLazyCompilation,
    pluginFaviconIco,
    pluginApiConsole,
    ...libraryReferences.map(
      (library) =>
        [
          './src/plugins/cached-typedoc/index.ts',
          {
            ...typedocPluginOptions(library),
            documentedPackage: library.packageName,
            linksTo: linkedReference(library),
          } satisfies CachedTypedocOptions,
        ] as [string, object],
    ),
    ['docusaurus-plugin-openapi-docs', openApiPluginOptions],
    [
      '@docusaurus/plugin-client-redirects',
      {redirects: publishedRedirects(path.join(siteDir, 'docs'))},
    ],
  ],

  themeConfig: {
    colorMode: {
      defaultMode: 'dark',
      disableSwitch: false,
      respectPrefersColorScheme: false,
    },
    announcementBar: {
      id: `pinned-livelink-${pinnedVersion('@3dverse/livelink')}`,
      content: `These docs track <code>@3dverse/livelink</code> ${pinnedVersion('@3dverse/livelink')} and <code>@3dverse/livelink-react</code> ${pinnedVersion('@3dverse/livelink-react')}: every code sample is type-checked against them.`,
      isCloseable: true,
    },
    docs: {
      sidebar: {hideable: false, autoCollapseCategories: false},
    },
    tableOfContents: {minHeadingLevel: 2, maxHeadingLevel: 3},
    navbar: {
      title: product.name,
      logo: {alt: `${product.name} logo`, src: 'img/logo.svg'},
      hideOnScroll: false,
      items: navbarItems,
    },
    footer: {
      style: 'light',
      links: [],
      copyright: `Copyright © 2025 ${product.name}`,
    },
    mermaid: {theme: DIAGRAM_THEMES},
    prism: {
      theme: lightCodeTheme,
      darkTheme: darkCodeTheme,
      // TypeScript, JavaScript and JSX come with the site's Prism (src/plugins/lean-prism); these
      // are the other languages its code blocks use. `c` goes before the two that extend it.
      additionalLanguages: ['bash', 'json', 'yaml', 'python', 'c', 'cpp', 'css', 'glsl'],
    },
  } satisfies Preset.ThemeConfig,
};

export default config;
