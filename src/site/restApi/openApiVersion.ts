import {isOpenApiNode, text} from './openApiNode';

/** The version a parsed OpenAPI document gives its API (`info.version`), or '' when it gives none. */
export function openApiVersion(spec: unknown): string {
  return isOpenApiNode(spec) && isOpenApiNode(spec.info) ? text(spec.info.version) : '';
}
