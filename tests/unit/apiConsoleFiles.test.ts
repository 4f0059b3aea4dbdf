import {describe, expect, it} from 'vitest';
import {restApiPageGenerators} from '../../src/site/restApi/restApiPages';
import {files, operation, SERVER, specFile} from './support/consoleOperations';

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
