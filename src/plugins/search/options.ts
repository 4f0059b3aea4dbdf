import type {OptionValidationContext} from '@docusaurus/types';
import {Joi, PathnameSchema, URISchema} from '@docusaurus/utils-validation';
import type {
  AlgoliaSettings,
  ApiConsoleSettings,
  ApiServer,
  AskAiSettings,
  SearchReportSettings,
} from './shared/engineSettings';
import type {PopularPage, SearchSettings} from './shared/searchSettings';

/**
 * The plugin's options once validated: what the browser needs to know about
 * search, and the plugin `id` Docusaurus gives every plugin.
 */
export type PluginOptions = SearchSettings & {id: string};

/** The options as the site config gives them: all but `issuesUrl` have a default. */
export type Options = Partial<PluginOptions> & Pick<PluginOptions, 'issuesUrl'>;

/** The defaults: the search page at `/search`, no popular pages, the embedded index, no Ask AI model. */
const DEFAULT_OPTIONS = {
  searchPagePath: '/search',
  popularPages: [],
  algolia: null,
  askAi: null,
  searchReport: null,
  pageFeedback: null,
  mcp: null,
  apiConsole: null,
} as const satisfies Omit<PluginOptions, 'issuesUrl' | 'id'>;

const AlgoliaSchema = Joi.object<AlgoliaSettings>({
  appId: Joi.string().required(),
  searchKey: Joi.string().required(),
  indexName: Joi.string().required(),
});

const AskAiSchema = Joi.object<AskAiSettings>({
  endpoint: URISchema.required(),
  model: Joi.string().required(),
});

// A path on the site (the production server's) or a full URL.
const EndpointSchema = Joi.object<SearchReportSettings>({
  endpoint: Joi.string().required(),
});

// The servers the REST API console may call: full http(s) URLs, at least one.
const ApiConsoleSchema = Joi.object<ApiConsoleSettings>({
  servers: Joi.array()
    .items(
      Joi.object<ApiServer>({
        url: Joi.string()
          .uri({scheme: ['http', 'https']})
          .required(),
        description: Joi.string().allow('').required(),
      }),
    )
    .min(1)
    .required(),
});

const PopularPageSchema = Joi.object<PopularPage>({
  title: Joi.string().required(),
  path: PathnameSchema.required(),
});

const PluginOptionsSchema = Joi.object<PluginOptions>({
  searchPagePath: PathnameSchema.default(DEFAULT_OPTIONS.searchPagePath),
  popularPages: Joi.array().items(PopularPageSchema).default(DEFAULT_OPTIONS.popularPages),
  issuesUrl: URISchema.required(),
  algolia: AlgoliaSchema.allow(null).default(DEFAULT_OPTIONS.algolia),
  askAi: AskAiSchema.allow(null).default(DEFAULT_OPTIONS.askAi),
  searchReport: EndpointSchema.allow(null).default(DEFAULT_OPTIONS.searchReport),
  pageFeedback: EndpointSchema.allow(null).default(DEFAULT_OPTIONS.pageFeedback),
  mcp: EndpointSchema.allow(null).default(DEFAULT_OPTIONS.mcp),
  apiConsole: ApiConsoleSchema.allow(null).default(DEFAULT_OPTIONS.apiConsole),
});

/** Docusaurus calls this with the options from the site config, before the plugin itself. */
export function validateOptions({
  validate,
  options,
}: OptionValidationContext<Options, PluginOptions>): PluginOptions {
  return validate(PluginOptionsSchema, options);
}
