import {readFileSync} from 'node:fs';
import path from 'node:path';
import {load as parseYaml} from 'js-yaml';
import type {OpenApiNode} from './openApiNode';

/**
 * The REST API's OpenAPI file, relative to the site: the source of the
 * REST reference's pages, its console, its Markdown twins, and of the
 * operations the MCP server describes.
 */
export const OPENAPI_FILE = 'openapi/asset-api.yaml';

/** Where the built site publishes the file (its folder is a static directory), for readers and the MCP server. */
export const PUBLISHED_OPENAPI_PATH = `/${path.basename(OPENAPI_FILE)}`;

/** An OpenAPI file, parsed; its shape is checked where it is read. */
export function parseOpenApiFile(file: string): OpenApiNode {
  return parseYaml(readFileSync(file, 'utf8')) as OpenApiNode;
}

/** The OpenAPI file of the site in `siteDir`, parsed. */
export function readOpenApiFile(siteDir: string): OpenApiNode {
  return parseOpenApiFile(path.join(siteDir, OPENAPI_FILE));
}
