import {describe, expect, it} from 'vitest';
import {consoleOperation} from '../../src/site/restApi/consoleOperation';
import type {OpenApiNode} from '../../src/site/restApi/openApiNode';
import {apiClientSample, ownCodeSamples} from '../../src/site/restApi/ownCodeSamples';
import {resolver} from '../../src/site/restApi/followLocalRef';
import {sampleRequest} from '../../src/site/restApi/sampleRequest';
import {securityRequirements, securityScheme} from '../../src/site/restApi/securityRequirements';
import {readApiOperations} from '../../src/mcp/apiOperations/readApiOperations';

const document: OpenApiNode = {
  openapi: '3.1.0',
  servers: [{url: 'https://api.example.test'}],
  security: [{api_key: []}],
  paths: {},
  components: {
    securitySchemes: {
      api_key: {$ref: '#/components/securitySchemes/header_key'},
      header_key: {type: 'apiKey', in: 'header', name: 'api_key'},
      bearer: {type: 'http', scheme: 'bearer'},
    },
  },
};

describe('the security requirements of an operation', () => {
  it('takes the document’s requirements when the operation names none', () => {
    expect(securityRequirements(document, {})).toEqual([['api_key']]);
  });

  it('takes the operation’s own list, and an empty one lifts every requirement', () => {
    expect(
      securityRequirements(document, {security: [{bearer: []}, {api_key: [], bearer: []}]}),
    ).toEqual([['bearer'], ['api_key', 'bearer']]);
    expect(securityRequirements(document, {security: []})).toEqual([]);
  });

  it('follows a scheme written as a reference, and gives nothing for an unknown name', () => {
    expect(securityScheme(document, 'api_key')).toMatchObject({type: 'apiKey', name: 'api_key'});
    expect(securityScheme(document, 'missing')).toEqual({});
  });

  it('gives the same credential to the console, the samples and the MCP server', () => {
    const operation: OpenApiNode = {operationId: 'getUser', responses: {200: {description: 'OK'}}};
    const yaml = JSON.stringify({...document, paths: {'/users/{id}': {get: operation}}});
    expect(consoleOperation(document, 'get', '/users/{id}', operation).credentials).toMatchObject([
      {scheme: 'api_key', header: 'api_key'},
    ]);
    expect(
      sampleRequest(document, 'get', '/users/{id}', operation, [], resolver(document)).credential
        ?.header,
    ).toBe('api_key');
    expect(readApiOperations(yaml)[0]?.credentials).toEqual(['api_key']);
  });

  it('lets an operation that needs no credential send none', () => {
    const open: OpenApiNode = {operationId: 'ping', security: [], responses: {}};
    expect(consoleOperation(document, 'get', '/ping', open).credentials).toEqual([]);
    expect(
      sampleRequest(document, 'get', '/ping', open, [], resolver(document)).credential,
    ).toBeUndefined();
  });
});

describe('the code samples an operation gives itself', () => {
  it('keeps the objects of x-codeSamples and finds the @3dverse/api one by its label', () => {
    const client = {lang: 'TypeScript', label: '@3dverse/api', source: 'await getUser({user_id});'};
    const operation: OpenApiNode = {
      'x-codeSamples': [{lang: 'Shell', label: 'cli', source: 'x'}, 'not a sample', client],
    };
    expect(ownCodeSamples(operation)).toHaveLength(2);
    expect(apiClientSample(operation)).toBe(client);
    expect(apiClientSample({})).toBeUndefined();
  });
});
