import type {OptionValidationContext} from '@docusaurus/types';
import {Joi, PathnameSchema} from '@docusaurus/utils-validation';
import type {RestApiSource} from '../machine-docs/readOperationMarkdown';

/** The plugin's options once validated, with the plugin `id` Docusaurus gives every plugin. */
export type PluginOptions = {
  id: string;
  /**
   * The REST API's OpenAPI file and where its operation pages are served,
   * so their Markdown twins come from the file; `null` takes them from the
   * HTML like any other page.
   */
  restApi: RestApiSource | null;
};

/** The options as the site config gives them. */
export type Options = Partial<PluginOptions>;

/** The defaults: no OpenAPI file. */
const DEFAULT_OPTIONS = {restApi: null} as const satisfies Omit<PluginOptions, 'id'>;

const RestApiSchema = Joi.object<RestApiSource>({
  specPath: Joi.string().required(),
  // Operation pages are `${routeBasePath}/${id}`, so a trailing slash would match none of them.
  routeBasePath: PathnameSchema.pattern(/[^/]$/)
    .message('{{#label}} ({{#value}}) must not end with "/": pages are found under it.')
    .required(),
});

const PluginOptionsSchema = Joi.object<PluginOptions>({
  restApi: RestApiSchema.allow(null).default(DEFAULT_OPTIONS.restApi),
});

/** Docusaurus calls this with the options from the site config, before the plugin itself. */
export function validateOptions({
  validate,
  options,
}: OptionValidationContext<Options, PluginOptions>): PluginOptions {
  return validate(PluginOptionsSchema, options);
}
