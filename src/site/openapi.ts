/**
 * The REST API reference: docusaurus-plugin-openapi-docs turns our OpenAPI
 * file into one page per operation, tag and schema under /references/api.
 * `docusaurus gen-api-docs all` (run before `start` and `build`) writes
 * them into the gitignored docs/references/api folder.
 */
/**
 * The docs plugin of the site (stock plugin-content-docs with lighter
 * metadata). The OpenAPI plugin looks its options up by this exact string.
 */
export const leanDocsPlugin = './src/plugins/lean-docs-metadata/index.ts';

export const openApiPluginOptions = {
  id: 'api',
  docsPlugin: leanDocsPlugin,
  docsPluginId: 'default',
  config: {
    assetApi: {
      specPath: 'openapi/asset-api.yaml',
      outputDir: 'docs/references/api',
      // The file itself is published at the site root (see staticDirectories).
      downloadUrl: '/asset-api.yaml',
      // The site is read-only: readers copy requests, they do not send them from here.
      hideSendButton: true,
      // Only schemas marked with x-tags (folder, group, session, source file, user) get pages.
      showSchemas: false,
      showExtensions: false,
      sidebarOptions: {groupPathsBy: 'tag', categoryLinkSource: 'tag', sidebarCollapsed: true},
    },
  },
};

/**
 * Where the machine-docs plugin finds the REST API's OpenAPI file and its
 * pages, to write their Markdown twins from the file (docs are served at the
 * root).
 */
export const restApiMachineDocs = {
  specPath: openApiPluginOptions.config.assetApi.specPath,
  routeBasePath: `/${openApiPluginOptions.config.assetApi.outputDir.replace(/^docs\//, '')}`,
};

/** Code sample tabs on every operation page, besides the @3dverse/api samples of the file. */
export const apiLanguageTabs = [
  {highlight: 'bash', language: 'curl', logoClass: 'curl'},
  {
    highlight: 'javascript',
    language: 'javascript',
    logoClass: 'javascript',
    variant: 'fetch',
    variants: ['fetch'],
  },
  {
    highlight: 'python',
    language: 'python',
    logoClass: 'python',
    variant: 'requests',
    variants: ['requests'],
  },
];
