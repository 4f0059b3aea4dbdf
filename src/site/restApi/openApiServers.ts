import type {ApiServer} from '../../plugins/search/shared/engineSettings';
import {isOpenApiNode, text} from './openApiNode';

/** The servers a parsed OpenAPI document lists, with their descriptions, in its order. */
export function openApiServers(spec: unknown): ApiServer[] {
  const servers = isOpenApiNode(spec) && Array.isArray(spec.servers) ? spec.servers : [];
  return servers
    .filter(isOpenApiNode)
    .flatMap((server) =>
      text(server.url) ? [{url: text(server.url), description: text(server.description)}] : [],
    );
}
