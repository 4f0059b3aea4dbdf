import {writeFileSync} from 'node:fs';
import path from 'node:path';
import {compile} from '@mdx-js/mdx';
import type {ApiPageMetadata} from 'docusaurus-plugin-openapi-docs/src/types';
import {describe, expect, it} from 'vitest';
import {codeSamples} from '../../src/site/restApi/codeSamples';
import {sampleRequest} from '../../src/site/restApi/sampleRequest';
import {markdownNodes, toMdx} from '../../src/site/restApi/mdx';
import type {OpenApiNode} from '../../src/site/restApi/openApiNode';
import {resolver} from '../../src/site/restApi/followLocalRef';
import {restApiPageGenerators} from '../../src/site/restApi/restApiPages';
import {OPENAPI_FILE} from '../../src/site/restApi/openApiFile';
import {scratchFolder} from '../support/scratchFolder';

const specFile = path.resolve(import.meta.dirname, '../..', OPENAPI_FILE);
const generators = restApiPageGenerators(specFile);

/** The part of the plugin's page data the generator reads. */
function operationItem(
  id: string,
  title: string,
  method: string,
  apiPath: string,
): ApiPageMetadata {
  return {id, title, api: {method, path: apiPath}} as unknown as ApiPageMetadata;
}

describe('REST API pages', () => {
  it('writes an operation page as MDX that compiles, with its endpoint, sections and sample tabs', async () => {
    const mdx = generators.createApiPageMD(
      operationItem('get-user', 'Get a user', 'get', '/users/{user_id}'),
    );
    expect(mdx).toContain('<ApiEndpoint method="GET" path="/users/{user_id}" />');
    for (const heading of [
      '# Get a user',
      '## Request',
      '### Path parameters',
      '## Responses',
      '## Code samples',
    ]) {
      expect(mdx).toContain(`\n${heading}\n`);
    }
    expect([...mdx.matchAll(/<TabItem value="([^"]+)"/g)].map((match) => match[1])).toEqual([
      'curl',
      'javascript',
      'python',
      'own-@3dverse/api',
    ]);
    await expect(compile(mdx)).resolves.toBeDefined();
  });

  it('stops when the plugin names an operation page otherwise than the site addresses it', () => {
    expect(() =>
      generators.createApiPageMD(operationItem('getuser', 'Get a user', 'get', '/users/{user_id}')),
    ).toThrow(/named the page of getUser "getuser", where .* address it as "get-user"/);
  });

  it('writes a webhook page without code samples, since readers receive it', async () => {
    const mdx = generators.createApiPageMD(
      operationItem('upload-task-status-changed', 'Upload task status changed', 'event', 'webhook'),
    );
    expect(mdx).toContain('<ApiEndpoint method="WEBHOOK" path="uploadTaskStatusChanged" />');
    expect(mdx).toContain('## Request your server receives');
    expect(mdx).not.toContain('<Tabs');
    await expect(compile(mdx)).resolves.toBeDefined();
  });

  it('stops on a page that matches nothing in the OpenAPI file', () => {
    expect(() =>
      generators.createApiPageMD(operationItem('gone', 'Gone', 'get', '/no/such/path')),
    ).toThrow(/matches no operation or webhook/);
  });

  it('follows a path item written as a local $ref, and documents an operation without an operationId', () => {
    const folder = scratchFolder('rest-api-pages-');
    const file = path.join(folder, 'openapi.yaml');
    writeFileSync(
      file,
      [
        'openapi: 3.1.0',
        "info: {title: Refs, version: '1'}",
        'paths:',
        "  /pings: {$ref: '#/components/pathItems/Pings'}",
        'components:',
        '  pathItems:',
        '    Pings:',
        '      get:',
        '        summary: List the pings',
        "        responses: {'200': {description: The pings.}}",
        '',
      ].join('\n'),
    );
    const mdx = restApiPageGenerators(file).createApiPageMD(
      operationItem('list-the-pings', 'List the pings', 'get', '/pings'),
    );
    expect(mdx).toContain('<ApiEndpoint method="GET" path="/pings" />');
    expect(mdx).toContain('The pings.');
  });

  it('keeps text from the OpenAPI file as text: braces and angle brackets never become JSX', async () => {
    const mdx = toMdx(markdownNodes('Pass {user_id} as <b>bold</b> or <script>alert(1)</script>.'));
    const compiled = String(await compile(mdx));
    expect(compiled).toContain('{user_id}');
    expect(compiled).toContain('<script>alert(1)</script>');
    expect(compiled).not.toMatch(/_jsx\("(b|script)"/);
  });
});

describe('REST API code samples', () => {
  const spec: OpenApiNode = {
    servers: [{url: 'https://api.example.test/v1/'}],
    security: [{api_key: []}],
    components: {securitySchemes: {api_key: {type: 'apiKey', in: 'header', name: 'api_key'}}},
  };
  const samplesOf = (operation: OpenApiNode, method = 'post', apiPath = '/things/{thing_id}') => {
    const resolve = resolver(spec);
    const parameters = (Array.isArray(operation.parameters) ? operation.parameters : []).map(
      (parameter) => resolve(parameter),
    );
    return Object.fromEntries(
      codeSamples(
        sampleRequest(spec, method, apiPath, operation, parameters, resolve),
        operation,
      ).map((sample) => [sample.id, sample.code]),
    );
  };

  it('fills the path with examples, sends the credential from the environment and the JSON body', () => {
    const samples = samplesOf({
      parameters: [
        {name: 'thing_id', in: 'path', required: true, schema: {type: 'string', example: 'abc'}},
        {name: 'limit', in: 'query', schema: {type: 'integer', example: 5}},
        {name: 'unused', in: 'query', schema: {type: 'string'}},
      ],
      requestBody: {
        content: {
          'application/json': {
            schema: {
              type: 'object',
              properties: {name: {type: 'string', example: "O'Brien"}, on: {type: 'boolean'}},
            },
          },
        },
      },
      responses: {'200': {content: {'application/json': {schema: {type: 'object'}}}}},
    });
    expect(samples.curl).toContain("curl -X POST 'https://api.example.test/v1/things/abc?limit=5'");
    expect(samples.curl).toContain('-H "api_key: $API_KEY"');
    expect(samples.curl).toContain(`"name": "O'\\''Brien"`);
    expect(samples.curl).not.toContain('unused');
    expect(samples.javascript).toContain("'api_key': process.env.API_KEY");
    expect(samples.javascript).toContain('body: JSON.stringify({');
    expect(samples.python).toContain('params={\n        "limit": 5,\n    }');
    expect(samples.python).toContain('"on": True,');
    expect(samples.python).toContain('print(response.json())');
  });

  it('sends header parameters with their examples, optional ones only when they have one', () => {
    const samples = samplesOf(
      {
        parameters: [
          {name: 'guest_token', in: 'header', schema: {type: 'string'}, example: 'g-123'},
          {name: 'trace_id', in: 'header', schema: {type: 'string'}},
        ],
        responses: {'200': {content: {'application/json': {schema: {type: 'object'}}}}},
      },
      'get',
      '/things',
    );
    expect(samples.curl).toContain("-H 'guest_token: g-123'");
    expect(samples.javascript).toContain("'guest_token': 'g-123',");
    expect(samples.python).toContain('"guest_token": "g-123"');
    for (const code of Object.values(samples)) expect(code).not.toContain('trace_id');
  });

  it('writes object and array query parameters as the OpenAPI file styles them', () => {
    const samples = samplesOf(
      {
        parameters: [
          {
            name: 'filter',
            in: 'query',
            style: 'deepObject',
            explode: true,
            schema: {type: 'object'},
            example: {asset_type: ['mesh'], public: true},
          },
          {name: 'properties', in: 'query', schema: {type: 'array'}, example: ['name', 'count']},
        ],
        responses: {'200': {content: {'application/json': {schema: {type: 'object'}}}}},
      },
      'get',
      '/things',
    );
    expect(samples.curl).toContain(
      '/things?filter%5Basset_type%5D%5B0%5D=mesh&filter%5Bpublic%5D=true&properties=name&properties=count',
    );
    expect(samples.python).toContain('"filter[public]": "true",');
    expect(samples.python).toContain('"properties": [\n            "name",');
  });

  it('uploads files as multipart and saves a binary response', () => {
    const upload = samplesOf({
      requestBody: {content: {'multipart/form-data': {schema: {type: 'object'}}}},
      responses: {'200': {content: {'application/octet-stream': {schema: {type: 'string'}}}}},
    });
    expect(upload.curl).toContain("-F 'file=@model.fbx'");
    expect(upload.curl).toContain('--output response.bin');
    expect(upload.javascript).toContain(
      "form.append('file', await openAsBlob('model.fbx'), 'model.fbx');",
    );
    expect(upload.python).toContain('files={"file": open("model.fbx", "rb")}');
  });

  it('adds the samples the OpenAPI file gives after the generated ones', () => {
    const samples = samplesOf({
      'x-codeSamples': [{lang: 'JavaScript', label: '@3dverse/api', source: 'await getThing();\n'}],
    });
    expect(Object.keys(samples)).toEqual(['curl', 'javascript', 'python', 'own-@3dverse/api']);
    expect(samples['own-@3dverse/api']).toBe('await getThing();');
  });
});
