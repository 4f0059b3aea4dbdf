import {describe, expect, it} from 'vitest';
import {schemaIssues} from '../../src/components/ApiConsole/lib/schemaIssues';
import type {ConsoleSchema} from '../../src/site/restApi/consoleTypes';

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
    // An object's built-in members are no fields of it, given or required.
    expect(check(JSON.parse('{"username":"a","constructor":1,"toString":2}'), user)).toEqual([
      'body.constructor is not a field this request takes',
      'body.toString is not a field this request takes',
    ]);
    expect(check({}, {type: 'object', required: ['constructor']})).toEqual([
      'body.constructor is required',
    ]);
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

  it('ends a schema offered as an alternative of itself at once, however many times it is offered', () => {
    const looping: Record<string, ConsoleSchema> = {
      Loop: {anyOf: [{$ref: 'Loop'}, {$ref: 'Loop'}, {$ref: 'Loop'}, {type: 'string'}]},
      Chain: {$ref: 'Chain'},
    };
    const checkLooping = (value: unknown, schema: ConsoleSchema) =>
      schemaIssues(value, schema, looping, 'body');
    // The loop's own branches accept any value, as a schema that says nothing does.
    expect(checkLooping(3, {$ref: 'Loop'})).toEqual([]);
    expect(checkLooping(3, {$ref: 'Chain'})).toEqual([]);
    expect(checkLooping(3, {$ref: 'Missing'})).toEqual([]);
  });
});
