import {readFileSync} from 'node:fs';
import path from 'node:path';
import {load as parseYaml} from 'js-yaml';
import {describe, expect, it} from 'vitest';
import {consoleOperationFiles} from '../../src/plugins/api-console/consoleOperationFiles';
import {apiErrorMessage} from '../../src/components/ApiConsole/lib/apiErrorMessage';
import {clientSample} from '../../src/components/ApiConsole/lib/clientSample';
import {consoleRequest, type ConsoleForm} from '../../src/components/ApiConsole/lib/consoleRequest';
import {failureMessage} from '../../src/components/ApiConsole/lib/failureMessage';
import {fieldValue} from '../../src/components/ApiConsole/lib/fieldValue';
import {initialForm} from '../../src/components/ApiConsole/lib/initialForm';
import {readLimitedBody} from '../../src/components/ApiConsole/lib/readLimitedBody';
import {responseBody} from '../../src/components/ApiConsole/lib/responseBody';
import {schemaIssues} from '../../src/components/ApiConsole/lib/schemaIssues';
import {codeSamples} from '../../src/site/restApi/codeSamples';
import type {ConsoleOperation, ConsoleSchema} from '../../src/site/restApi/consoleTypes';
import type {OpenApiNode} from '../../src/site/restApi/openApiNode';
import {queryPairs} from '../../src/site/restApi/queryPairs';
import {restApiPageGenerators} from '../../src/site/restApi/restApiPages';

const specFile = path.resolve(import.meta.dirname, '../../openapi/asset-api.yaml');
const files = consoleOperationFiles(parseYaml(readFileSync(specFile, 'utf8')) as OpenApiNode);

function operation(pageId: string): ConsoleOperation {
  const json = files.get(pageId);
  if (!json) throw new Error(`No console file for ${pageId}`);
  return JSON.parse(json) as ConsoleOperation;
}

const SERVER = 'https://api.3dverse.com/app/v1';

function formFor(console: ConsoleOperation, changes: Partial<ConsoleForm> = {}): ConsoleForm {
  return {
    ...initialForm(console),
    server: SERVER,
    files: [],
    credential: console.credentials[0],
    ...changes,
  };
}

describe('the console files', () => {
  it('hold one file per operation, named like its page, and none for webhooks', () => {
    expect(files.size).toBe(80);
    expect(files.has('get-user')).toBe(true);
    expect(files.has('upload-task-status-changed')).toBe(false);
    expect(Math.max(...[...files.values()].map((json) => json.length))).toBeLessThan(16_000);
  });

  it('describe an operation: parameters with examples, credentials, the client call', () => {
    const getUser = operation('get-user');
    expect(getUser).toMatchObject({
      operationId: 'getUser',
      method: 'GET',
      path: '/users/{user_id}',
      parameters: [
        {
          name: 'user_id',
          location: 'path',
          required: true,
          schema: {type: 'string', format: 'uuid'},
          example: 'd094a08f-9184-4052-9b8d-d0902732f6bc',
        },
      ],
      body: null,
      credentials: [{scheme: 'api_key', label: 'API key', header: 'api_key'}],
      client: {kind: 'generated', functionName: 'getUser', bodyArgument: null},
      defaultServer: SERVER,
    });
    expect(operation('delete-assets').client).toEqual({
      kind: 'generated',
      functionName: 'deleteAssets',
      bodyArgument: 'asset_ids',
    });
    expect(operation('register-user').client).toMatchObject({bodyArgument: null});
    expect(operation('upload-source-files')).toMatchObject({
      body: {kind: 'multipart', part: 'file', required: true},
      client: {kind: 'fixed'},
    });
    expect(operation('set-asset-thumbnail').body).toMatchObject({
      kind: 'file',
      mediaTypes: ['image/png', 'image/jpg'],
    });
    expect(operation('list-folders').credentials.map((item) => item.label)).toEqual([
      'API key',
      'User token',
    ]);
  });

  it('keep the named schemas the operation refers to, and only those', () => {
    const dependencies = operation('get-asset-dependencies');
    expect(Object.keys(dependencies.schemas).sort()).toEqual(['AssetContainer', 'AssetType']);
    const createEntity = operation('create-entity');
    for (const schema of Object.values(createEntity.schemas)) {
      expect(JSON.stringify(schema)).not.toContain('description');
    }
  });

  it('are what the operation pages open: every operation page names its file', () => {
    const generators = restApiPageGenerators(specFile);
    const page = (id: string, title: string, method: string, apiPath: string) =>
      generators.createApiPageMD({id, title, api: {method, path: apiPath}} as never);
    expect(page('get-user', 'Get a user', 'get', '/users/{user_id}')).toContain(
      '<ApiConsole operation="get-user" />',
    );
    expect(
      page('upload-task-status-changed', 'Upload task status changed', 'event', 'webhook'),
    ).not.toContain('<ApiConsole');
  });
});

describe('the schema check', () => {
  const schemas: Record<string, ConsoleSchema> = {
    Kind: {type: 'string', enum: ['mesh', 'scene']},
    Node: {type: 'object', properties: {child: {$ref: 'Node'}, name: {type: 'string'}}},
  };
  const check = (value: unknown, schema: ConsoleSchema) =>
    schemaIssues(value, schema, schemas, 'body').map((issue) => `${issue.path} ${issue.message}`);

  it('checks types, required and unknown fields', () => {
    const user: ConsoleSchema = {
      type: 'object',
      required: ['username'],
      properties: {username: {type: 'string', minLength: 1}, age: {type: 'integer'}},
      additionalProperties: false,
    };
    expect(check({username: 'alice'}, user)).toEqual([]);
    expect(check({}, user)).toEqual(['body.username is required']);
    expect(check({username: 'a', age: 1.5, extra: true}, user)).toEqual([
      'body.age must be a whole number',
      'body.extra is not a field this request takes',
    ]);
    expect(check([], user)).toEqual(['body must be an object']);
    expect(check(null, {type: ['string', 'null']})).toEqual([]);
  });

  it('checks allowed values, formats, lengths, bounds and items', () => {
    expect(check('texture', {$ref: 'Kind'})).toEqual(['body must be one of "mesh", "scene"']);
    expect(check('not-a-uuid', {type: 'string', format: 'uuid'})).toEqual([
      'body must be a UUID, such as 0b5f7a8e-3c1d-4e2f-9a6b-1c2d3e4f5a6b',
    ]);
    expect(check('2025-02-11T08:42:17.305Z', {type: 'string', format: 'date-time'})).toEqual([]);
    expect(check('yesterday', {type: 'string', format: 'date-time'})).toHaveLength(1);
    expect(check(0, {type: 'integer', minimum: 1, maximum: 5})).toEqual(['body must be 1 or more']);
    expect(check(['a', 2], {type: 'array', minItems: 3, items: {type: 'string'}})).toEqual([
      'body must hold at least 3 items',
      'body[1] must be a string',
    ]);
    expect(check('ab', {type: 'string', pattern: '^a+$'})).toEqual([
      'body must match the pattern ^a+$',
    ]);
  });

  it('follows references, recursive ones included, and alternatives', () => {
    expect(check({child: {child: {name: 3}}}, {$ref: 'Node'})).toEqual([
      'body.child.child.name must be a string',
    ]);
    const depth: ConsoleSchema = {
      oneOf: [
        {type: 'string', enum: ['all', 'direct']},
        {type: 'integer', minimum: 1},
      ],
    };
    expect(check('all', depth)).toEqual([]);
    expect(check(3, depth)).toEqual([]);
    expect(check(0, depth)).toEqual([
      'body matches none of the 2 accepted forms (for one of them: body must be 1 or more)',
    ]);
  });
});

describe('parameter fields', () => {
  it('read text as the schema allows', () => {
    const depth: ConsoleSchema = {
      oneOf: [{type: 'string', enum: ['all']}, {type: 'integer'}],
    };
    expect(fieldValue(' 2 ', depth, {})).toBe(2);
    expect(fieldValue('all', depth, {})).toBe('all');
    expect(fieldValue('123', {type: 'string'}, {})).toBe('123');
    expect(fieldValue('true', {type: 'boolean'}, {})).toBe(true);
    expect(fieldValue('{"public":"exclude"}', {type: 'object'}, {})).toEqual({public: 'exclude'});
    expect(fieldValue('ten', {type: 'integer'}, {})).toBe('ten');
    expect(fieldValue('   ', {type: 'integer'}, {})).toBeUndefined();
  });

  it('write arrays and objects in the query as OpenAPI and the platform do', () => {
    expect(queryPairs('properties', ['name', 'count'])).toEqual([
      ['properties', 'name'],
      ['properties', 'count'],
    ]);
    expect(
      queryPairs(
        'filter',
        {asset_type: ['mesh'], public: true},
        {style: 'deepObject', explode: true},
      ),
    ).toEqual([
      ['filter[asset_type][0]', 'mesh'],
      ['filter[public]', true],
    ]);
    expect(queryPairs('ids', ['a', 'b'], {style: 'form', explode: false})).toEqual([
      ['ids', 'a,b'],
    ]);
    expect(queryPairs('limit', undefined)).toEqual([]);
  });
});

describe('the console’s request', () => {
  it('fills the path, the query and the credential header name, and writes the samples', () => {
    const getUser = operation('get-user');
    const {request, issues} = consoleRequest(getUser, formFor(getUser));
    expect(issues).toEqual([]);
    expect(request.url).toBe(`${SERVER}/users/d094a08f-9184-4052-9b8d-d0902732f6bc`);
    expect(request.resource).toBe('/users/d094a08f-9184-4052-9b8d-d0902732f6bc');
    const samples = codeSamples(request.sample, {});
    expect(samples.find((sample) => sample.id === 'curl')?.code).toContain(
      '-H "api_key: $API_KEY"',
    );
    const client = clientSample(getUser, request, getUser.credentials[0], 'http://127.0.0.1:4010');
    expect(client?.code).toContain("import {setApiKey, setBaseURL, getUser} from '@3dverse/api';");
    expect(client?.code).toContain('setBaseURL("http://127.0.0.1:4010");');
    expect(client?.code).toContain('user_id: "d094a08f-9184-4052-9b8d-d0902732f6bc",');
  });

  it('serialises filters with bracketed keys', () => {
    const listAssets = operation('list-assets');
    const {request} = consoleRequest(
      listAssets,
      formFor(listAssets, {
        fields: {'query:filter': '{"asset_type":["mesh"]}', 'query:limit': '5'},
      }),
    );
    expect(request.url).toBe(`${SERVER}/assets?limit=5&filter%5Basset_type%5D%5B0%5D=mesh`);
  });

  it('refuses empty required fields, values the schema rejects and a body that is not JSON', () => {
    const getUser = operation('get-user');
    expect(
      consoleRequest(getUser, formFor(getUser, {fields: {'path:user_id': ''}})).issues,
    ).toEqual([{path: 'user_id', message: 'is required'}]);
    expect(
      consoleRequest(getUser, formFor(getUser, {fields: {'path:user_id': 'bob'}})).issues[0]
        ?.message,
    ).toMatch(/UUID/);
    const registerUser = operation('register-user');
    expect(
      consoleRequest(registerUser, formFor(registerUser, {bodyText: '{"username": '})).issues[0]
        ?.message,
    ).toMatch(/^is not valid JSON/);
    expect(
      consoleRequest(registerUser, formFor(registerUser, {bodyText: '{"username": 42}'})).issues,
    ).toEqual([{path: 'body.username', message: 'must be a string'}]);
  });

  it('puts a body sent under one name under that name in the client call', () => {
    const deleteAssets = operation('delete-assets');
    const {request, issues} = consoleRequest(deleteAssets, formFor(deleteAssets));
    expect(issues).toEqual([]);
    expect(request.body).toMatchObject({kind: 'json', mediaType: 'application/json'});
    const client = clientSample(deleteAssets, request, deleteAssets.credentials[0], SERVER);
    expect(client?.code).toContain('asset_ids: [');
    expect(client?.code).not.toContain('setBaseURL');
  });

  it('asks for a file when an upload has none', () => {
    const upload = operation('upload-source-files');
    expect(consoleRequest(upload, formFor(upload)).issues).toEqual([
      {path: 'body', message: 'needs a file: choose one'},
    ]);
    const file = new File(['data'], 'pump.fbx');
    const {request, issues} = consoleRequest(upload, formFor(upload, {files: [file]}));
    expect(issues).toEqual([]);
    expect(request.body).toMatchObject({kind: 'multipart', part: 'file'});
    expect(codeSamples(request.sample, {})[0]?.code).toContain("-F 'file=@pump.fbx'");
  });
});

describe('responses', () => {
  function stream(chunks: number[]): ReadableStream<Uint8Array> {
    return new ReadableStream({
      start(controller) {
        for (const size of chunks) controller.enqueue(new Uint8Array(size).fill(97));
        controller.close();
      },
    });
  }

  it('are read up to the limit, and cut off with a flag past it', async () => {
    expect(await readLimitedBody(stream([3, 3]), 6)).toMatchObject({truncated: false});
    const cut = await readLimitedBody(stream([4, 4, 4]), 6);
    expect(cut.bytes.length).toBe(6);
    expect(cut.truncated).toBe(true);
    expect(await readLimitedBody(null, 6)).toEqual({bytes: new Uint8Array(0), truncated: false});
  });

  it('show JSON pretty-printed, cut bodies as they came, and media by size', () => {
    const bytes = new TextEncoder().encode('{"a":[1,2]}');
    expect(responseBody(bytes, 'application/json; charset=utf-8', false)).toEqual({
      kind: 'text',
      text: '{\n  "a": [\n    1,\n    2\n  ]\n}',
      pretty: true,
    });
    expect(responseBody(bytes, 'application/json', true)).toMatchObject({pretty: false});
    expect(responseBody(new Uint8Array(10), 'image/png', false)).toEqual({
      kind: 'binary',
      size: 10,
    });
    expect(responseBody(new Uint8Array(0), '', false)).toEqual({kind: 'empty'});
  });

  it('say what the platform said, or what likely happened when nothing came back', () => {
    expect(apiErrorMessage('{"errorCode":1404,"message":"Folder not found"}')).toBe(
      'Folder not found (error code 1404)',
    );
    expect(apiErrorMessage('<html>')).toBeUndefined();
    expect(failureMessage(SERVER, true)).toMatch(/^No response from api\.3dverse\.com\..*CORS/);
    expect(failureMessage(SERVER, false)).toMatch(/offline/);
  });
});
