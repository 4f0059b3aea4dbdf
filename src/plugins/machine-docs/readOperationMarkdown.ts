import {readFileSync} from 'node:fs';
import path from 'node:path';
import {load as parseYaml} from 'js-yaml';
import {operationMarkdownPages} from './operationMarkdownPages';

/** Where the REST API's OpenAPI file is, and where its operation pages are served. */
export type RestApiSource = {specPath: string; routeBasePath: string};

/**
 * Reads the REST API's OpenAPI file (`specPath`, from the site directory) and
 * writes the Markdown of each operation page, by the page's URL path.
 */
export function readOperationMarkdown(
  siteDir: string,
  {specPath, routeBasePath}: RestApiSource,
): Map<string, string> {
  const spec = parseYaml(readFileSync(path.join(siteDir, specPath), 'utf8')) as Record<
    string,
    unknown
  >;
  return operationMarkdownPages(spec, routeBasePath);
}
