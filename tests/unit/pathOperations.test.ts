import {describe, expect, it} from 'vitest';
import {followLocalRef} from '../../src/site/restApi/followLocalRef';
import type {OpenApiNode} from '../../src/site/restApi/openApiNode';
import {resolver} from '../../src/site/restApi/followLocalRef';
import {operationParameters} from '../../src/site/restApi/operationParameters';
import {pathOperations} from '../../src/site/restApi/pathOperations';

/** Methods written out of the usual order, a TRACE, a path item given by `$ref`, and references that cannot be followed. */
const spec: OpenApiNode = {
  paths: {
    '/things/{thing_id}': {
      parameters: [
        {$ref: '#/components/parameters/ThingId'},
        {name: 'verbose', in: 'query', description: 'shared'},
      ],
      patch: {
        operationId: 'patchThing',
        parameters: [
          {name: 'verbose', in: 'query', description: 'own'},
          {name: 'verbose', in: 'header', description: 'header'},
        ],
      },
      get: {operationId: 'getThing'},
      trace: {operationId: 'traceThing'},
      delete: {summary: 'No operationId, so no page'},
    },
    '/linked': {$ref: '#/components/pathItems/Linked'},
    '/nowhere': {$ref: '#/components/pathItems/Missing'},
  },
  components: {
    pathItems: {Linked: {post: {operationId: 'postLinked'}}},
    parameters: {ThingId: {name: 'thing_id', in: 'path', required: true}},
    schemas: {
      Real: {type: 'object', title: 'Real'},
      Alias: {$ref: '#/components/schemas/Real'},
      'a/b': {type: 'string'},
      Self: {$ref: '#/components/schemas/Self'},
      Ping: {$ref: '#/components/schemas/Pong'},
      Pong: {$ref: '#/components/schemas/Ping'},
    },
  },
};

describe('pathOperations', () => {
  it("lists operations in the document's order, TRACE and referenced path items included", () => {
    expect(
      pathOperations(spec).map(({method, path, operationId}) => [method, path, operationId]),
    ).toEqual([
      ['patch', '/things/{thing_id}', 'patchThing'],
      ['get', '/things/{thing_id}', 'getThing'],
      ['trace', '/things/{thing_id}', 'traceThing'],
      ['post', '/linked', 'postLinked'],
    ]);
  });
});

describe('operationParameters', () => {
  it("lets an operation's parameter replace the shared one of the same name and location, in its place", () => {
    const [patch] = pathOperations(spec);
    if (!patch) throw new Error('The fixture has a PATCH.');
    expect(operationParameters(patch.shared, patch.operation, resolver(spec))).toEqual([
      {name: 'thing_id', in: 'path', required: true},
      {name: 'verbose', in: 'query', description: 'own'},
      {name: 'verbose', in: 'header', description: 'header'},
    ]);
  });
});

describe('followLocalRef', () => {
  it('follows chains and escaped segments to the node', () => {
    expect(followLocalRef(spec, '#/components/schemas/Alias')).toEqual({
      node: {type: 'object', title: 'Real'},
    });
    expect(followLocalRef(spec, '#/components/schemas/a~1b')).toEqual({node: {type: 'string'}});
  });

  it('stops at a reference that loops or leaves the document, and says when one leads nowhere', () => {
    expect(followLocalRef(spec, '#/components/schemas/Self')).toEqual({
      stuckAt: '#/components/schemas/Self',
    });
    expect(followLocalRef(spec, '#/components/schemas/Ping')).toEqual({
      stuckAt: '#/components/schemas/Ping',
    });
    expect(followLocalRef(spec, 'common.yaml#/Error')).toEqual({stuckAt: 'common.yaml#/Error'});
    expect(followLocalRef(spec, '#/components/schemas/Missing')).toEqual({nowhere: true});
  });

  it("gives the pages' resolver the name of a reference it cannot follow", () => {
    const resolve = resolver(spec);
    expect(resolve({$ref: '#/components/schemas/Self'})).toEqual({title: 'Self'});
    expect(resolve({$ref: 'common.yaml#/Error'})).toEqual({title: 'Error'});
    expect(resolve({$ref: '#/components/schemas/Missing'})).toEqual({});
  });
});
