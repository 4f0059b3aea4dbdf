import path from 'node:path';
import {parseOpenApiFile} from '../../site/restApi/openApiFile';
import {operationMarkdownPages} from './operationMarkdownPages';

/** Where the REST API's OpenAPI file is, and where its operation pages are served. */
export type RestApiSource = {specPath: string; routeBasePath: string};

/**
 * Reads the REST API's OpenAPI file (`specPath`, from the site directory) and
 * returns the Markdown of each operation page, by the page's URL path.
 */
export function readOperationMarkdown(
  siteDir: string,
  {specPath, routeBasePath}: RestApiSource,
): Map<string, string> {
  return operationMarkdownPages(parseOpenApiFile(path.join(siteDir, specPath)), routeBasePath);
}
