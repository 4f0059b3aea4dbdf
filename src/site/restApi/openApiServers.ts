import {readFileSync} from 'node:fs';
import {load as parseYaml} from 'js-yaml';
import type {ApiServer} from '../../plugins/search/shared/searchSettings';
import {isOpenApiNode, text} from './openApiNode';

/** The servers an OpenAPI file lists, with their descriptions, in its order. */
export function openApiServers(specFile: string): ApiServer[] {
  const spec: unknown = parseYaml(readFileSync(specFile, 'utf8'));
  const servers = isOpenApiNode(spec) && Array.isArray(spec.servers) ? spec.servers : [];
  return servers
    .filter(isOpenApiNode)
    .flatMap((server) =>
      text(server.url) ? [{url: text(server.url), description: text(server.description)}] : [],
    );
}
