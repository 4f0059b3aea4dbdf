/*
 * The REST API reference: docusaurus-plugin-openapi-docs turns our OpenAPI
 * file into one page per operation, tag and schema under /references/api.
 * `docusaurus gen-api-docs all` (run before `start` and `build`) writes
 * them into the gitignored docs/references/api folder, as plain MDX made by
 * our own generators (src/site/restApi): the OpenAPI theme, its request
 * builder and its browser-side renderers are not used.
 */
import path from 'node:path';
import {restApiPageGenerators} from './restApi/restApiPages';

/**
 * The docs plugin of the site (stock plugin-content-docs with lighter
 * metadata). The OpenAPI plugin looks its options up by this exact string.
 */
export const leanDocsPlugin = './src/plugins/lean-docs-metadata/index.ts';

export const SPEC_PATH = 'openapi/asset-api.yaml';
const templates = path.join(__dirname, 'restApi/templates');

export const openApiPluginOptions = {
  id: 'api',
  docsPlugin: leanDocsPlugin,
  docsPluginId: 'default',
  config: {
    assetApi: {
      specPath: SPEC_PATH,
      outputDir: 'docs/references/api',
      // The file itself is published at the site root (see staticDirectories).
      downloadUrl: '/asset-api.yaml',
      template: path.join(templates, 'operation.mdx.mustache'),
      infoTemplate: path.join(templates, 'info.mdx.mustache'),
      schemaTemplate: path.join(templates, 'schema.mdx.mustache'),
      markdownGenerators: restApiPageGenerators(SPEC_PATH),
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
