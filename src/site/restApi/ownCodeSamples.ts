import {isOpenApiNode, type OpenApiNode} from './openApiNode';

/** The label of the `x-codeSamples` entry written with the `@3dverse/api` client. */
export const API_CLIENT_SAMPLE_LABEL = '@3dverse/api';

/**
 * The code samples the OpenAPI file gives an operation itself, under Redoc's
 * `x-codeSamples` extension, which the OpenAPI plugin reads too (each with
 * `lang`, `label` and `source`); entries that are not objects are left out.
 */
export function ownCodeSamples(operation: OpenApiNode): OpenApiNode[] {
  const samples: unknown = operation['x-codeSamples'];
  return Array.isArray(samples) ? samples.filter(isOpenApiNode) : [];
}

/** The operation's own sample written with the `@3dverse/api` client, if the file gives one. */
export function apiClientSample(operation: OpenApiNode): OpenApiNode | undefined {
  return ownCodeSamples(operation).find((sample) => sample.label === API_CLIENT_SAMPLE_LABEL);
}
