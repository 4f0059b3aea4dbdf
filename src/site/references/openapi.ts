/*
 * The REST API reference: docusaurus-plugin-openapi-docs turns our OpenAPI
 * file into one page per operation, tag and schema under /references/api.
 * `docusaurus gen-api-docs all` (run before `start` and `build`) writes
 * them into the gitignored docs/references/api folder, as plain MDX made by
 * our own generators (src/site/restApi): the OpenAPI theme, its request
 * builder and its browser-side renderers are not used.
 */
import path from 'node:path';
import {REST_API_ROUTE} from './referenceRoutes';
import {OPENAPI_FILE, PUBLISHED_OPENAPI_PATH} from '../restApi/openApiFile';
import {restApiPageGenerators} from '../restApi/restApiPages';

/**
 * The docs plugin of the site (stock plugin-content-docs with lighter
 * metadata). The OpenAPI plugin looks its options up by this exact string.
 */
export const leanDocsPlugin = './src/plugins/lean-docs-metadata/index.ts';

const templates = path.join(__dirname, '../restApi/templates');

/**
 * The OpenAPI plugin's options: our file, its output folder under the docs
 * and our page generators.
 */
export const openApiPluginOptions = {
  id: 'api',
  docsPlugin: leanDocsPlugin,
  docsPluginId: 'default',
  config: {
    assetApi: {
      specPath: OPENAPI_FILE,
      // Docs are served at the site root.
      outputDir: `docs${REST_API_ROUTE}`,
      downloadUrl: PUBLISHED_OPENAPI_PATH,
      template: path.join(templates, 'operation.mdx.mustache'),
      infoTemplate: path.join(templates, 'info.mdx.mustache'),
      schemaTemplate: path.join(templates, 'schema.mdx.mustache'),
      markdownGenerators: restApiPageGenerators(path.join(__dirname, '../../..', OPENAPI_FILE)),
      // Only schemas marked with x-tags (folder, group, session, source file, user) get pages.
      showSchemas: false,
      showExtensions: false,
      sidebarOptions: {groupPathsBy: 'tag', categoryLinkSource: 'tag', sidebarCollapsed: true},
    },
  },
};

/** The REST API's OpenAPI file and where its pages are served, as the built-pages plugin takes them for the Markdown twins. */
export const restApiSource = {specPath: OPENAPI_FILE, routeBasePath: REST_API_ROUTE};
