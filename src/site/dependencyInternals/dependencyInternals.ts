/**
 * Every place the site relies on something a dependency does not document:
 * a private file format, the text of a library file, the shape of an
 * internal object, a behaviour no changelog promises. Before bumping one of
 * these packages, read its entries: each names what is assumed, the check
 * that stops the build when the assumption no longer holds, and the test
 * that runs that check against the installed package.
 *
 * `maintainers/upgrading.md` is generated from this list
 * (`npm run maintainer-docs`); a unit test fails when the two differ, when a
 * check raises an internal that is not listed here, or when an installed
 * version is not among the versions verified.
 */

/** One undocumented behaviour of a dependency the site relies on. */
export interface DependencyInternal {
  /** Names the entry in the check's error and in the upgrade notes. */
  readonly id: string;
  /** The package whose behaviour is assumed: an npm package unless `installedWith` says otherwise. */
  readonly package: string;
  /**
   * `apt` for a Debian package. The lockfile pins npm packages, so the build
   * stops at a version nobody verified; apt installs whichever version
   * Debian ships, so an apt package's check runs against the installed one
   * every time instead, and its verified versions only record where the
   * assumption was last seen to hold.
   */
  readonly installedWith?: 'apt';
  /** The installed versions the assumption was checked against. */
  readonly verified: readonly string[];
  /** What is assumed, in a sentence or two. */
  readonly assumption: string;
  /** What breaks, and how, if the assumption stops holding. */
  readonly reliedOnBy: string;
  /**
   * The module whose check raises `dependencyInternalChanged(id, …)` when the
   * assumption fails, relative to the site's folder: at build time, or for an
   * apt package before the run that relies on it.
   */
  readonly check: string;
  /** The test that runs the check against the installed package. */
  readonly test: string;
}

const listedInternals = [
  {
    id: 'pagefind-bundle-format',
    package: 'pagefind',
    verified: ['1.6.0'],
    assumption:
      'The files Pagefind writes: the `pagefind_dcd` signature and gzip, the metadata as six CBOR fields with each page as `[hash, word count, fragment group]`, word chunks as `[word, pages, variants]`, one JSON fragment per page, the chunk-range rule, and the list of files a bundle holds.',
    reliedOnBy:
      'The search index adapter rewrites the bundle to add typo correction and the page table; a changed format would break search without an error.',
    check: 'src/plugins/search/indexing/pagefindAdapter/supportedPagefind.ts',
    test: 'tests/validation/pagefind-contract.test.ts',
  },
  {
    id: 'pagefind-script-in-node',
    package: 'pagefind',
    verified: ['1.6.0'],
    assumption:
      '`pagefind.js` runs outside a browser: without `window` it uses the `basePath` it is given, fetches every file through the global `fetch`, and instantiates its WebAssembly from that response.',
    reliedOnBy:
      'The MCP server and the retrieval evaluation search the built index with the browser engine, answering its requests from the build folder.',
    check: 'src/mcp/builtSearchIndex.ts',
    test: 'tests/unit/mcpServer.test.ts',
  },
  {
    id: 'mdx-mermaid-element',
    package: '@docusaurus/mdx-loader',
    verified: ['3.10.2'],
    assumption:
      'With `markdown.mermaid`, a mermaid code fence reaches rehype plugins as a `mermaid` element whose `value` property holds the diagram source.',
    reliedOnBy:
      'The static diagrams plugin draws each diagram at build time; without the element, diagrams would ship as code blocks.',
    check: 'src/plugins/static-diagrams/rehypeStaticDiagrams.ts',
    test: 'tests/unit/staticDiagrams.test.ts',
  },
  {
    id: 'mermaid-svg-markup',
    package: 'mermaid',
    verified: ['11.17.2'],
    assumption:
      "A drawing's style declares its labels' font size as its first `font-size` in px, and Mermaid draws an element of class `edgeLabel` for every edge of a flowchart or state diagram, holding the label's text in a `p` or `span`.",
    reliedOnBy:
      "The diagrams' readability check, which sets each drawing's minimum width from its labels' size, and the dark drawings' contrast fix for edge labels in `src/css/custom.css`.",
    check: 'src/plugins/static-diagrams/mermaidMarkup.ts',
    test: 'tests/e2e/static-diagrams.test.ts',
  },
  {
    id: 'client-bundler-config',
    package: '@docusaurus/core',
    verified: ['3.10.2'],
    assumption:
      'The client bundler config has an `optimization.splitChunks.cacheGroups.common` group, and the font rule has a loader taking a `limit` option.',
    reliedOnBy:
      'Bundle splitting keeps on-demand libraries out of the chunk every page loads and keeps fonts out of the stylesheet.',
    check: 'src/plugins/bundle-splitting/index.ts',
    test: 'tests/unit/bundleSplitting.test.ts',
  },
  {
    id: 'client-entry-prefetch',
    package: '@docusaurus/core',
    verified: ['3.10.2'],
    assumption:
      'The client entry assigns its helpers to `window.docusaurus` after the client modules load, and `Link` prefetches through `window.docusaurus.prefetch` (read as text from `lib/client/clientEntry.js` and `lib/client/exports/Link.js`).',
    reliedOnBy:
      'Idle prefetch swaps in a `prefetch` that waits for an idle moment; without it, every link in view would prefetch at once.',
    check: 'src/plugins/idle-prefetch/index.ts',
    test: 'tests/unit/idlePrefetch.test.ts',
  },
  {
    id: 'post-build-start-order',
    package: '@docusaurus/core',
    verified: ['3.10.2'],
    assumption:
      "The build starts every plugin's `postBuild` from one `Promise.all(plugins.map(async …))`, so each runs until its first await before the next plugin's starts, in the plugins' order (read as text from `lib/commands/build/buildLocale.js`).",
    reliedOnBy:
      "The social cards, listed before the built-pages plugin, rewrite every page's head before that plugin's process reads the pages; otherwise the two would read and write the same pages at once, and the kept page readings would miss on the next build.",
    check: 'src/plugins/built-pages/postBuildStartOrder.ts',
    test: 'tests/unit/postBuildStartOrder.test.ts',
  },
  {
    id: 'dev-server-plugin-options',
    package: '@docusaurus/core',
    verified: ['3.10.2'],
    assumption:
      "`docusaurus start` merges the `devServer` a plugin's `configureWebpack` returns for the browser bundle into its own webpack-dev-server options with webpack-merge, which calls both `setupMiddlewares` functions and joins the lists they return (read as text from `lib/commands/start/webpack.js`).",
    reliedOnBy:
      "Under `npm start`, search serves the index of the last production build, and lazy compilation's endpoint is mounted there; without the merge, the search modal would say there is no index though a build wrote one, and every page would again be built before the first shows. Were the two functions no longer joined, the dev server would serve nothing but the endpoint.",
    check: 'src/site/devServerMerge.ts',
    test: 'tests/unit/searchDevServer.test.ts',
  },
  {
    id: 'docusaurus-registry-weak-ids',
    package: '@docusaurus/core',
    verified: ['3.10.2'],
    assumption:
      "The generated registry gives each chunk as its `import()`, its path and `require.resolveWeak(path)` (`lib/server/codegen/codegenRoutes.js`); the client hands the weak id only to react-loadable's `webpack` option (`lib/client/exports/ComponentCreator.js`), and Docusaurus's fork of react-loadable, which `@docusaurus/core` pins, counts an undefined id as a module not loaded yet (read as text when the plugin is made; the loader stops on a registry without one weak id per chunk, and the first compile stops if the registry was bundled without the loader).",
    reliedOnBy:
      "Under `npm start`, a loader replaces the weak ids with `undefined`, so that lazy compilation builds a page when it is first opened: a weak dependency is still built, and with the ids the first compile builds all of the site's pages (about 20 s of the first page's wait).",
    check: 'src/plugins/dev-lazy-compilation/registryWithoutWeakIds.ts',
    test: 'tests/unit/devLazyCompilation.test.ts',
  },
  {
    id: 'dev-server-middlewares-before-compile',
    package: 'webpack-dev-server',
    verified: ['5.2.7'],
    assumption:
      'The dev server calls its `setupMiddlewares` option before it makes webpack-dev-middleware, which starts the compiler (read as text from `lib/Server.js`).',
    reliedOnBy:
      "Lazy compilation's endpoint is made in `setupMiddlewares`, and making it applies lazy compilation to the compiler: made after the first compile began, it would leave every page built at the start. The endpoint also stops the start if the compiler is already running.",
    check: 'src/plugins/dev-lazy-compilation/index.ts',
    test: 'tests/unit/devLazyCompilation.test.ts',
  },
  {
    id: 'theme-heading-anchor',
    package: '@docusaurus/theme-classic',
    verified: ['3.10.2'],
    assumption:
      "A heading's link to its own anchor has the `hash-link` class (the theme's `Heading` component), a class the theme does not list among its stable `ThemeClassNames`.",
    reliedOnBy:
      'The search index and the Markdown twins remove that link by its class; without it, every heading of a twin would end in an empty link, and the MCP server would read member anchors from it.',
    check: 'src/site/builtSite/themeMarkup.ts',
    test: 'tests/unit/searchIndexedContent.test.ts',
  },
  {
    id: 'pages-plugin-html-class',
    package: '@docusaurus/theme-common',
    verified: ['3.10.2'],
    assumption:
      "The `<html>` of every page of the pages plugin (`src/pages`) has the `plugin-pages` class, which the theme derives from the plugin's package name; it is not among the stable `ThemeClassNames`.",
    reliedOnBy:
      'The search index and the Markdown twins know the pages of `src/pages`, such as the samples gallery, for content pages by that class; without it they would leave them out as listings.',
    check: 'src/site/builtSite/pagesPluginClass.ts',
    test: 'tests/e2e/machine-docs.test.ts',
  },
  {
    id: 'theme-unsafe-wraps',
    package: '@docusaurus/theme-classic',
    verified: ['3.10.2'],
    assumption:
      'The theme lays out every doc page and every post in an `<article>` inside `<main>`, and renders `DocItem/Content` and `DocItem/Footer` inside the article of a doc, and `BlogPostItem/Footer` inside that of a post, as `src/theme` wraps them; Docusaurus classes the three as unsafe to wrap, free to move or change between minor versions.',
    reliedOnBy:
      'The "Copy page" control above every doc, and "Was this page helpful?" at the end of every doc and devlog post, which would go missing without a word; without the article, the page readers would take the whole of `<main>`, table of contents included, into search and the Markdown twins.',
    check: 'src/site/builtSite/wrappedThemeComponents.ts',
    test: 'tests/e2e/machine-docs.test.ts',
  },
  {
    id: 'theme-infima-classes',
    package: '@docusaurus/theme-classic',
    verified: ['3.10.2'],
    assumption:
      'The theme writes the Infima classes `src/css/custom.css` styles where the stylesheet means them: `markdown` on the content of a doc or a post, `menu__link` on sidebar and phone menu links, `navbar`, `navbar-sidebar` and `navbar-sidebar--show` on the navbar and its phone menu. Docusaurus counts only its `ThemeClassNames` as stable.',
    reliedOnBy:
      'The underline of links in prose, the method badges of the REST API sidebar, the console button of the phone menu, and the closed phone menu kept one pixel further out of view, without which every page would prefetch the pages it links to; were `navbar-sidebar--show` renamed, that rule would keep the open menu off screen too.',
    check: 'src/plugins/dependency-internals/stylesheetClasses.ts',
    test: 'tests/unit/stylesheetClasses.test.ts',
  },
  {
    id: 'docs-version-route-prop',
    package: '@docusaurus/plugin-content-docs',
    verified: ['3.10.2'],
    assumption:
      "The docs version route carries the version's metadata as a `version` prop with a `docs` map holding an entry for every doc.",
    reliedOnBy:
      'Lean docs metadata trims that map to the docs shown as cards, saving about 16 KB gzipped on every doc page.',
    check: 'src/plugins/lean-docs-metadata/index.ts',
    test: 'tests/unit/leanDocsMetadata.test.ts',
  },
  {
    id: 'docs-search-tag',
    package: '@docusaurus/plugin-content-docs',
    verified: ['3.10.2'],
    assumption:
      "A doc page's `docusaurus_tag` meta is `docs-<plugin id>-<version>`, `docs-default-current` for the site's one docs instance and version; the search context of searches run outside a page repeats it, as the search box's contextual filters would send it.",
    reliedOnBy:
      "The MCP server's, the search scripts' and the bench's searches, which filter by that tag; with another, they would find no doc page.",
    check: 'src/plugins/search/indexing/docsSearchTag.ts',
    test: 'tests/unit/searchIndexedContent.test.ts',
  },
  {
    id: 'prism-imports-and-code-layout',
    package: '@docusaurus/theme-classic',
    verified: ['3.10.2'],
    assumption:
      "The theme's browser code imports only `Highlight` and `Prism` from `prism-react-renderer`, `CodeBlock/Content` passes `Code`'s props on to `<code>`, and lays a block out as `<Pre><Code>{lines}</Code></Pre>`; `CodeBlock` keys its content by `useIsBrowser()`, so a block mounts it again once hydrated.",
    reliedOnBy:
      'The lean Prism stand-in replaces the package in the bundles and keeps the lines the server highlighted when a page hydrates.',
    check: 'src/plugins/lean-prism/index.ts',
    test: 'tests/unit/leanPrism.test.ts',
  },
  {
    id: 'prism-theme-colours',
    package: 'prism-react-renderer',
    verified: ['2.4.1'],
    assumption:
      'The bundled GitHub and Dracula themes write the token colours the site replaces for contrast, exactly as listed in `src/site/codeThemes.ts`.',
    reliedOnBy: 'Code colours that pass WCAG contrast; a changed theme would undo the fix.',
    check: 'src/site/prismThemeColours.ts',
    test: 'tests/unit/codeThemes.test.ts',
  },
  {
    id: 'katex-font-faces',
    package: 'katex',
    verified: ['0.16.22'],
    assumption:
      '`katex.min.css` declares each font as `@font-face{…src:url(fonts/KaTeX_….woff2) format("woff2"),…}`.',
    reliedOnBy:
      "The fonts plugin points each face at the site's cut woff2 file; otherwise maths would load KaTeX's full fonts or none.",
    check: 'src/plugins/fonts/katexFontFaces.ts',
    test: 'tests/unit/fonts.test.ts',
  },
  {
    id: 'katex-markup',
    package: 'katex',
    verified: ['0.16.22'],
    assumption:
      'Typeset maths is a `.katex` element holding its HTML rendering in `.katex-html` and its TeX source in an `annotation` with the `application/x-tex` encoding (KaTeX documents only the `.katex` class).',
    reliedOnBy:
      "The fonts plugin's check that the cut maths fonts cover every typeset character, and the Markdown twins' maths, written as its TeX source.",
    check: 'src/site/builtSite/themeMarkup.ts',
    test: 'tests/unit/searchIndexedContent.test.ts',
  },
  {
    id: 'infima-variables',
    package: 'infima',
    verified: ['0.2.0-alpha.45'],
    assumption:
      "Infima's stylesheet (`dist/css/default/default.css`) defines every `--ifm-…` variable the site's stylesheets set or read; Infima is a pre-release that lists none of them one by one, and Docusaurus documents only a few.",
    reliedOnBy:
      "The site's colours, fonts and spacing, and the underline of links in prose, which the site sets through `--ifm-link-decoration`; a variable Infima dropped would leave its value unused or empty.",
    check: 'src/plugins/dependency-internals/infimaVariables.ts',
    test: 'tests/unit/infimaVariables.test.ts',
  },
  {
    id: 'katex-display-class',
    package: 'katex',
    verified: ['0.16.22'],
    assumption:
      'Display maths is wrapped in an element of class `katex-display` (written in `dist/katex.mjs`), a class KaTeX styles but does not document.',
    reliedOnBy:
      "The stylesheet's rule that lets wide display maths scroll sideways instead of widening the page on a phone.",
    check: 'src/plugins/dependency-internals/stylesheetClasses.ts',
    test: 'tests/unit/stylesheetClasses.test.ts',
  },
  {
    id: 'react-streamed-ssr',
    package: 'react-dom',
    verified: ['19.3.1'],
    assumption:
      'A component that suspends during server rendering makes React stream the page, moving its content out of the article into a hidden template and `<div id="S:…">`.',
    reliedOnBy:
      'The search index and the Markdown twins read the article; a streamed page would lose its content there.',
    check: 'src/site/builtSite/pageArticle.ts',
    test: 'tests/unit/searchIndexedContent.test.ts',
  },
  {
    id: 'react-hydration-keeps-inner-html',
    package: 'react-dom',
    verified: ['19.3.1'],
    assumption:
      "While hydrating, React leaves an element's `dangerouslySetInnerHTML` as the server wrote it.",
    reliedOnBy:
      "A static diagram's SVG and a code block's highlighted lines come in the page's HTML; the browser bundles carry neither.",
    check: 'src/plugins/dependency-internals/index.ts',
    test: 'tests/e2e/diagrams.test.ts',
  },
  {
    id: 'typedoc-deprecated-markdown',
    package: 'typedoc-plugin-markdown',
    verified: ['4.14.1'],
    assumption:
      'A deprecated member\'s heading is its name struck through (`~~name~~`), with its `@deprecated` text under a "Deprecated" heading at the end of its section.',
    reliedOnBy:
      'Deprecation notices move that text under the name with a badge, keeping the heading ids Docusaurus would give.',
    check: 'src/site/markdown/remarkDeprecationNotices.ts',
    test: 'tests/unit/remarkDeprecationNotices.test.ts',
  },
  {
    id: 'typedoc-symbol-markdown',
    package: 'typedoc-plugin-markdown',
    verified: ['4.14.1'],
    assumption:
      'Each page of a kind folder (`classes/`, `interfaces/`, `functions/`…) starts with a title `# Kind: Name`, such as `# Class: Livelink` or `# Function: useEntity()`, struck through when deprecated.',
    reliedOnBy:
      "The MCP server's symbol tools find livelink.js and livelink.react symbols by those titles in the Markdown twins.",
    check: 'src/mcp/librarySymbols/readLibrarySymbols.ts',
    test: 'tests/unit/librarySymbolTitles.test.ts',
  },
  {
    id: 'docusaurus-heading-slugs',
    package: '@docusaurus/utils',
    verified: ['3.10.2'],
    assumption:
      "`createSlugger`, from a package whose README offers its functions to Docusaurus's own packages, gives the heading ids Docusaurus gives, numbering repeats alike; and the Markdown loader takes an id a remark plugin set on a heading before it in place of one from the heading's text (passing it through its slugger, which leaves a slug as it is).",
    reliedOnBy:
      "The deprecation notices keep a member's anchor when they add its badge, and the MCP server's symbol tools link each member of a livelink.js or livelink.react symbol to its heading, working the id out from the page's Markdown twin.",
    check: 'src/plugins/machine-docs/twinHeadingIds.ts',
    test: 'tests/e2e/machine-docs.test.ts',
  },
  {
    id: 'openapi-operation-page-ids',
    package: 'docusaurus-plugin-openapi-docs',
    verified: ['5.2.0'],
    assumption:
      "An operation's page id, and so its address, is lodash's `kebabCase` of its `operationId` (`getUser` is `get-user`).",
    reliedOnBy:
      "The API console's operation files, the REST API pages' Markdown twins and the MCP server's operation addresses are named by that rule, apart from the plugin's run.",
    check: 'src/site/restApi/restApiPages.ts',
    test: 'tests/unit/restApiPages.test.ts',
  },
  {
    id: 'openapi-webhook-class',
    package: 'docusaurus-plugin-openapi-docs',
    verified: ['5.2.0'],
    assumption:
      "A webhook's sidebar item has the method class `event` (written in `lib/openapi/openapi.js`); the plugin's styling guide names only the HTTP methods' classes.",
    reliedOnBy: 'The stylesheet\'s "hook" badge on the webhooks of the REST API sidebar.',
    check: 'src/plugins/dependency-internals/stylesheetClasses.ts',
    test: 'tests/unit/stylesheetClasses.test.ts',
  },
  {
    id: 'parse5-source-locations',
    package: 'cheerio',
    verified: ['1.2.0'],
    assumption:
      "With `sourceCodeLocationInfo`, cheerio hands the option to parse5, which records each tag's source offsets.",
    reliedOnBy:
      "Social cards insert their tags into a page's head without reformatting the rest of the page.",
    check: 'src/plugins/social-cards/readHead.ts',
    test: 'tests/unit/socialCardReading.test.ts',
  },
  {
    id: 'chromium-address-bar-popup-features',
    package: 'chromium',
    installedWith: 'apt',
    verified: ['156.0.8078.108-1~deb12u1'],
    assumption:
      "Chromium's features `WebUIOmniboxPopup`, `WebUIOmniboxAimPopup` and `WebUIOmniboxFullPopup` load the address bar's popup as pages of the browser's own in every new window, and turning them off leaves no such page; Chromium reads only the last `--disable-features` on its command line.",
    reliedOnBy:
      "The end-to-end tests' browsers, which skip a renderer process per context; without it each new context costs Chromium about two more CPU-seconds, and nothing else changes.",
    check: 'src/site/chromiumBrowserUi.ts',
    test: 'tests/e2e/chromium-arguments.test.ts',
  },
] as const satisfies readonly DependencyInternal[];

/** The id of a listed dependency internal. */
export type DependencyInternalId = (typeof listedInternals)[number]['id'];

/** A listed entry, its id narrowed to the listed ids. */
export type ListedDependencyInternal = DependencyInternal & {readonly id: DependencyInternalId};

/** The dependency internals the site relies on, in the order the upgrade notes list them. */
export const dependencyInternals: readonly ListedDependencyInternal[] = listedInternals;

/**
 * The listed internals of npm packages, whose versions the lockfile pins and
 * whose files the checks read from `node_modules`; the others' checks run
 * against whatever apt installed (see `installedWith`).
 */
export const npmInternals: readonly ListedDependencyInternal[] = dependencyInternals.filter(
  (entry) => entry.installedWith !== 'apt',
);
