import {describe, expect, it} from 'vitest';
import {searchFailure} from '../../src/plugins/search/client/reportSearchFailure';

describe('the search report', () => {
  // The reader report built from these failures is tested in the readerReport*.test.ts files.
  it('is fed by the modal only for answered queries that failed the reader', () => {
    const outcome = {query: 'x', answered: true, hits: 0, opened: false};
    expect(searchFailure(outcome)).toBe('no-results');
    expect(searchFailure({...outcome, hits: 3})).toBe('not-opened');
    expect(searchFailure({...outcome, hits: 3, opened: true})).toBeNull();
    expect(searchFailure({...outcome, answered: false})).toBeNull();
    expect(searchFailure({...outcome, query: '  '})).toBeNull();
  });
});
