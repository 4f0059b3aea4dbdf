import {markdownTableCell} from '../../src/site/markdown/markdownTableCell';
import {describe, expect, it} from 'vitest';
import {operationMarkdown} from '../../src/site/restApi/operationMarkdown';
import {operationMarkdownPages} from '../../src/plugins/machine-docs/operationMarkdownPages';
import {operationPageId} from '../../src/site/restApi/operationPageId';

/** A small OpenAPI document with the shapes the real file uses: refs, oneOf bodies, a shared error. */
const spec = {
  paths: {
    '/folders/{folder_id}/things': {
      parameters: [{$ref: '#/components/parameters/FolderId'}],
      post: {
        operationId: 'createThing',
        summary: 'Create a thing',
        description: 'Makes a thing in a folder.',
        parameters: [{name: 'dry_run', in: 'query', schema: {type: 'boolean'}}],
        requestBody: {
          content: {
            'application/json': {
              schema: {
                oneOf: [
                  {$ref: '#/components/schemas/NewThing'},
                  {$ref: '#/components/schemas/Copy'},
                ],
              },
            },
          },
        },
        responses: {
          '200': {
            description: 'The thing.',
            content: {'application/json': {schema: {$ref: '#/components/schemas/NewThing'}}},
          },
          '400': {$ref: '#/components/responses/Error'},
          '404': {$ref: '#/components/responses/Error'},
        },
      },
    },
  },
  components: {
    parameters: {
      FolderId: {
        name: 'folder_id',
        in: 'path',
        required: true,
        description: 'The folder.',
        schema: {type: 'string', format: 'uuid'},
      },
    },
    schemas: {
      NewThing: {
        type: 'object',
        required: ['name'],
        properties: {
          name: {type: 'string', description: 'Its | name.'},
          size: {type: 'object', properties: {width: {type: 'number'}}},
        },
      },
      Copy: {type: 'object', properties: {from: {type: 'string', format: 'uuid'}}},
    },
    responses: {
      Error: {
        description: 'It failed.',
        content: {
          'application/json': {schema: {type: 'object', properties: {code: {type: 'integer'}}}},
        },
      },
    },
  },
};

describe('operation Markdown', () => {
  it('names pages as the OpenAPI plugin does', () => {
    expect(operationPageId('getUser')).toBe('get-user');
    expect(operationPageId('createAssetFromSourceFiles')).toBe('create-asset-from-source-files');
    // Digits and acronyms as the plugin's kebabCase splits them.
    expect(operationPageId('getTexture3D')).toBe('get-texture-3-d');
    expect(operationPageId('exportGLTFAsset')).toBe('export-gltf-asset');
    expect([...operationMarkdownPages(spec, '/references/api').keys()]).toEqual([
      '/references/api/create-thing',
    ]);
  });

  it('writes the parameters, each body shape, nested fields and grouped shared responses', () => {
    const operation = spec.paths['/folders/{folder_id}/things'];
    const markdown = operationMarkdown(
      spec,
      'post',
      '/folders/{folder_id}/things',
      operation.post,
      operation.parameters,
    );
    expect(markdown).toContain('# Create a thing\n\n```\nPOST /folders/{folder_id}/things\n```');
    expect(markdown).toContain('### Path parameters');
    expect(markdown).toContain('| `folder_id` | string (uuid) | yes | The folder. |');
    expect(markdown).toContain('| `dry_run` | boolean | no |  |');
    expect(markdown).toContain('One of NewThing, Copy:');
    expect(markdown).toContain('#### Copy');
    expect(markdown).toContain('| `name` | string | yes | Its \\| name. |');
    expect(markdown).toContain('| `size.width` | number | no |  |');
    expect(markdown).toContain('### 400, 404\n\nIt failed.');
    expect(markdown.match(/It failed\./g)).toHaveLength(1);
  });
});

describe('a Markdown table cell', () => {
  it('keeps its text on one line and its pipes from ending the cell', () => {
    expect(markdownTableCell('Sent as a header\n  or | a query')).toBe(
      'Sent as a header or \\| a query',
    );
  });
});
