import {describe, expect, it} from 'vitest';
import {fieldValue} from '../../src/components/ApiConsole/lib/fieldValue';
import type {ConsoleSchema} from '../../src/site/restApi/consoleTypes';
import {queryPairs} from '../../src/site/restApi/queryPairs';

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

  it('read a parameter whose schema is an alternative of itself as its other alternatives allow', () => {
    const schemas: Record<string, ConsoleSchema> = {
      Count: {oneOf: [{$ref: 'Count'}, {$ref: 'Count'}, {type: 'integer'}]},
    };
    expect(fieldValue('7', {$ref: 'Count'}, schemas)).toBe(7);
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
