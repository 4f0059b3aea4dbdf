import {existsSync, readFileSync} from 'node:fs';
import path from 'node:path';
import {describe, expect, it} from 'vitest';
import {readApiOperations} from '../../src/mcp/apiOperations/readApiOperations';
import {restApiSource} from '../../src/site/references/openapi';
import {PUBLISHED_OPENAPI_PATH} from '../../src/site/restApi/openApiFile';
import {buildDir} from './support/builtPage';

const siteDir = path.resolve(import.meta.dirname, '../..');
const specText = readFileSync(path.join(siteDir, restApiSource.specPath), 'utf8');
const operations = readApiOperations(specText);

// What the MCP server reads of the OpenAPI file without a build is tested in tests/unit/mcpApiOperations.test.ts.
describe("the MCP server's REST API operations in the build", () => {
  it('finds the built page and Markdown twin of every operation', () => {
    const missing = operations.flatMap((operation) => {
      const page = path.join(buildDir, operation.url, 'index.html');
      const twin = path.join(buildDir, `${operation.url}.md`);
      return [page, twin].filter((file) => !existsSync(file));
    });
    expect(missing).toEqual([]);
    // The server reads the published copy of the file, which must be the same document.
    expect(readFileSync(path.join(buildDir, PUBLISHED_OPENAPI_PATH), 'utf8')).toBe(specText);
  });
});
