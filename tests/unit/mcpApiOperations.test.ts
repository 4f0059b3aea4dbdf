import {readFileSync} from 'node:fs';
import path from 'node:path';
import {load as parseYaml} from 'js-yaml';
import {describe, expect, it} from 'vitest';
import {describeApiOperation} from '../../src/mcp/apiOperations/describeApiOperation';
import {apiTags, listApiOperations} from '../../src/mcp/apiOperations/listApiOperations';
import {readApiOperations} from '../../src/mcp/apiOperations/readApiOperations';
import {closeNames} from '../../src/mcp/closeNames';
import {schemaShape} from '../../src/mcp/schemaShape';
import {capMarkdown, DESCRIPTION_CHARACTER_LIMIT} from '../../src/mcp/textLimits';
import {operationMarkdownPages} from '../../src/plugins/machine-docs/operationMarkdownPages';
import {restApiSource} from '../../src/site/references/openapi';

const siteDir = path.resolve(import.meta.dirname, '../..');
const specText = readFileSync(path.join(siteDir, restApiSource.specPath), 'utf8');
const spec = parseYaml(specText) as Record<string, unknown>;
const operations = readApiOperations(specText);

/** How many fence lines a piece of Markdown has; an even count means no block is left open. */
function fenceLines(markdown: string): number {
  return markdown.split('\n').filter((line) => /^\s{0,3}```/.test(line)).length;
}

/** A small OpenAPI document whose schemas refer to themselves and to each other in a loop. */
const cyclicSpec = `
openapi: 3.1.0
info: {title: Cycles, version: '1'}
paths:
  /trees:
    post:
      operationId: plantTree
      summary: Plant a tree
      tags: [Trees]
      requestBody:
        content:
          application/json:
            schema: {$ref: '#/components/schemas/TreeNode'}
      responses:
        '200':
          description: The loop.
          content:
            application/json:
              schema: {$ref: '#/components/schemas/Ping'}
components:
  schemas:
    TreeNode:
      type: object
      properties:
        label: {type: string}
        children:
          type: array
          items: {$ref: '#/components/schemas/TreeNode'}
        parent: {$ref: '#/components/schemas/TreeNode'}
    Ping: {$ref: '#/components/schemas/Pong'}
    Pong: {$ref: '#/components/schemas/Ping'}
`;

describe('readApiOperations on openapi/asset-api.yaml', () => {
  it('reads one operation per operationId of the file, webhooks left out', () => {
    const paths = spec.paths as Record<string, Record<string, {operationId?: string}>>;
    const operationIds = Object.values(paths).flatMap((item) =>
      Object.values(item).flatMap((operation) =>
        typeof operation === 'object' && operation?.operationId ? [operation.operationId] : [],
      ),
    );
    expect(operations.map((operation) => operation.operationId)).toEqual(operationIds);
    expect(new Set(operationIds).size).toBe(operationIds.length);
  });

  it('gives every operation a method, a path, tags, and its own name as client function', () => {
    for (const operation of operations) {
      expect(operation.method).toMatch(/^(GET|PUT|POST|DELETE|PATCH|HEAD|OPTIONS|TRACE)$/);
      expect(operation.path).toMatch(/^\//);
      expect(operation.summary).not.toBe('');
      expect(operation.tags.length).toBeGreaterThan(0);
      expect(operation.clientFunction).toBe(operation.operationId);
    }
  });

  it('links each operation to the page the machine-docs plugin writes for it', () => {
    const pages = operationMarkdownPages(spec, restApiSource.routeBasePath);
    expect(operations.map((operation) => operation.url).sort()).toEqual([...pages.keys()].sort());
    expect(operations.find((operation) => operation.operationId === 'listUsers')?.url).toBe(
      '/references/api/list-users',
    );
  });

  it('keeps the @3dverse/api sample of each operation, which calls that operation', () => {
    for (const operation of operations) {
      expect(operation.clientSample?.code).toContain(operation.clientFunction);
      expect(operation.clientSample?.code).toContain("from '@3dverse/api'");
    }
  });

  it('resolves parameters, responses and their schemas through $ref', () => {
    const listUsers = operations.find((operation) => operation.operationId === 'listUsers');
    expect(listUsers?.parameters).toEqual([
      {
        name: 'offset',
        location: 'query',
        required: false,
        type: 'integer',
        description: 'Number of items to skip before the page starts.',
      },
      {
        name: 'limit',
        location: 'query',
        required: false,
        type: 'integer',
        description: 'Largest number of items to return in the page.',
      },
    ]);
    expect(listUsers?.credentials).toEqual(['api_key']);
    const ok = listUsers?.responses.find((response) => response.status === '200');
    expect(ok?.content[0]?.contentType).toBe('application/json');
    expect(ok?.content[0]?.schema).toMatch(
      /^User\[\]\n\ntype User = \{\n {2}user_id: string \(uuid\);/,
    );
    const notFound = listUsers?.responses.find((response) => response.status === '404');
    expect(notFound?.description).toMatch(/^The request failed\./);
    expect(notFound?.content[0]?.schema).toContain('type Error = {');

    // A path parameter typed by a named enum shows the enum's values.
    const thumbnail = operations.find((operation) => operation.operationId === 'setAssetThumbnail');
    expect(
      thumbnail?.parameters.find((parameter) => parameter.name === 'asset_container')?.type,
    ).toContain("'scenes'");
    // A header described through a media type still gets its schema.
    const folderAssets = operations.find(
      (operation) => operation.operationId === 'getFolderAssets',
    );
    const countHeader = folderAssets?.responses[0]?.headers.find(
      (header) => header.name === 'x-assets-count',
    );
    expect(countHeader?.type).toContain('total: integer');
  });

  it('describes an operation in Markdown, with no $ref left and every code block closed', () => {
    const markdown = describeApiOperation(operations, 'listUsers', {
      siteUrl: 'https://docs.3dverse.com/',
    });
    expect(markdown).toMatch(/^# listUsers: List users\n/);
    expect(markdown).toContain('```http\nGET /users\n```');
    expect(markdown).toContain('| `offset` | query | `integer` | no |');
    expect(markdown).toContain('### 400, 401, 403, 404');
    expect(markdown).toContain('`listUsers()` from `@3dverse/api`');
    expect(markdown).toContain('https://docs.3dverse.com/references/api/list-users.md');
    expect(markdown).not.toContain('$ref');
    expect(fenceLines(markdown) % 2).toBe(0);
  });

  it('finds an operationId written in another case', () => {
    expect(describeApiOperation(operations, 'LISTUSERS')).toMatch(/^# listUsers:/);
  });
});

describe('listApiOperations', () => {
  it('lists every operation in brief without a tag', () => {
    const all = listApiOperations(operations);
    expect(all).toHaveLength(operations.length);
    expect(Object.keys(all[0] ?? {}).sort()).toEqual(
      ['clientFunction', 'method', 'operationId', 'path', 'summary', 'tags', 'url'].sort(),
    );
  });

  it('filters by tag without regard to case', () => {
    const users = listApiOperations(operations, 'users');
    expect(users.length).toBeGreaterThan(0);
    expect(users.every((operation) => operation.tags.includes('Users'))).toBe(true);
    expect(listApiOperations(operations, 'USERS')).toEqual(users);
    const tagged = apiTags(operations).flatMap((tag) => listApiOperations(operations, tag));
    expect(new Set(tagged.map((operation) => operation.operationId)).size).toBe(operations.length);
  });

  it('names the known tags when the tag is unknown', () => {
    expect(() => listApiOperations(operations, 'Spaceships')).toThrow(
      /No REST API operation has the tag "Spaceships"\. The tags are: .*"Users".*"Sessions"/,
    );
  });
});

describe('unknown operationIds', () => {
  it('suggests the close operationIds', () => {
    expect(() => describeApiOperation(operations, 'listUser')).toThrow(/Did you mean "listUsers"/);
    expect(() => describeApiOperation(operations, 'getAssetDescripton')).toThrow(
      /Did you mean "getAssetDescription"/,
    );
  });

  it('suggests five names at most', () => {
    let message = '';
    try {
      describeApiOperation(operations, 'getAsset');
    } catch (error) {
      message = error instanceof Error ? error.message : '';
    }
    const suggested = message.slice(message.indexOf('Did you mean')).match(/"[^"]+"/g) ?? [];
    expect(suggested.length).toBeGreaterThan(0);
    expect(suggested.length).toBeLessThanOrEqual(5);
  });

  it('says so when nothing is close', () => {
    expect(() => describeApiOperation(operations, 'qqqqqqqqqqqq')).toThrow(/Nothing close to it/);
  });
});

describe('cycles and bounds', () => {
  it('renders self-referencing and looping schemas without looping', () => {
    const [plantTree] = readApiOperations(cyclicSpec);
    const body = plantTree?.requestBody?.content[0]?.schema ?? '';
    expect(body).toContain('TreeNode\n\ntype TreeNode = {');
    expect(body).toContain('children?: TreeNode[];');
    expect(body).toContain('parent?: TreeNode;');
    // Ping and Pong only point at each other, so there is nothing to spell out.
    expect(plantTree?.responses[0]?.content[0]?.schema).toContain(
      'Ping (#/components/schemas/Ping) leads nowhere',
    );
    expect(describeApiOperation(readApiOperations(cyclicSpec), 'plantTree')).toContain(
      '# plantTree: Plant a tree',
    );
  });

  it('stops on a schema whose objects contain themselves', () => {
    const node: Record<string, unknown> = {type: 'object'};
    node.properties = {self: node, list: {type: 'array', items: node}};
    const shape = schemaShape({}, node);
    expect(shape).toContain('self?: …;');
    expect(shape.length).toBeLessThan(200);
  });

  it('keeps every description of the real file within the limit', () => {
    for (const operation of operations) {
      expect(describeApiOperation(operations, operation.operationId).length).toBeLessThanOrEqual(
        DESCRIPTION_CHARACTER_LIMIT,
      );
    }
  });

  it('cuts a long description, closes its code block, and says where the rest is', () => {
    const [operation] = readApiOperations(cyclicSpec);
    if (!operation) throw new Error('The fixture has an operation.');
    const long = {...operation, description: 'A very long description. '.repeat(2_000)};
    const markdown = describeApiOperation([long], 'plantTree');
    expect(markdown.length).toBeLessThanOrEqual(DESCRIPTION_CHARACTER_LIMIT);
    expect(markdown).toMatch(
      /_\[Cut: only the first \d+ of \d+ characters are shown; the full text is at \/references\/api\/plant-tree\.md\.\]_$/,
    );

    const short = describeApiOperation(operations, 'getFolderAssets', {maxCharacters: 1_500});
    expect(short.length).toBeLessThanOrEqual(1_500);
    expect(fenceLines(short) % 2).toBe(0);
  });

  it('leaves short Markdown as it is', () => {
    expect(capMarkdown('# Short\n', 100)).toBe('# Short\n');
  });
});

describe('closeNames', () => {
  it('puts names containing the query before names a few edits away', () => {
    expect(closeNames('user', ['getUser', 'uses', 'listUsers', 'kill'])).toEqual([
      'getUser',
      'listUsers',
      'uses',
    ]);
  });

  it('counts two swapped letters as one typo, as the search does', () => {
    // Four edits apart for Levenshtein, two typos apart here: within the two a seven-letter name may have.
    expect(closeNames('gteUsre', ['getUser', 'listUsers'])).toEqual(['getUser']);
  });
});
