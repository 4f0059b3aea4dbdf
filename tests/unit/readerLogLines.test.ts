import {describe, expect, it} from 'vitest';
import {normaliseQuery} from '../../src/deploy/readerReport/normaliseQuery';
import {parseLogLine} from '../../src/deploy/readerReport/parseLogLine';
import {at} from './support/readerLog';
import {feedbackLine, searchLine} from '../support/readerLogLines';

describe('reading a line of a reader log', () => {
  it('reads a search report: decodes the query, + as a space, and normalises it', () => {
    expect(
      parseLogLine(searchLine('2026-11-25T10:00:00+00:00', 'no-results', '%20Vulkan+%20Encoder')),
    ).toEqual({
      event: {
        type: 'search',
        at: at('2026-11-25T10:00:00Z'),
        failure: 'no-results',
        query: 'vulkan encoder',
      },
    });
    expect(normaliseQuery('  Camera\tCONTROLLER \n')).toBe('camera controller');
  });

  it('reads page feedback: the body is JSON inside the line', () => {
    const line = feedbackLine('2026-11-25T11:30:00+01:00', {
      page: '/core-concepts/assets',
      helpful: 'no',
      reason: 'unclear',
      comment: 'Which "asset"?',
    });
    expect(parseLogLine(line)).toEqual({
      event: {
        type: 'feedback',
        at: at('2026-11-25T10:30:00Z'),
        page: '/core-concepts/assets',
        helpful: false,
        reason: 'unclear',
        comment: 'Which "asset"?',
      },
    });
    const yes = parseLogLine(feedbackLine('2026-11-25T10:00:00Z', {page: '/', helpful: 'yes'}));
    expect(yes).toMatchObject({event: {helpful: true, reason: null, comment: null}});
    // A blank comment says nothing; a new key the widget may add later is ignored.
    const blank = feedbackLine('2026-11-25T10:00:00Z', {
      page: '/a',
      helpful: 'no',
      comment: '  ',
      source: 'x',
    });
    expect(parseLogLine(blank)).toMatchObject({event: {comment: null}});
  });

  it('counts a comment in characters, as a reader does', () => {
    const body = (comment: string) => ({page: '/a', helpful: 'no', comment});
    const time = '2026-11-25T10:00:00Z';
    expect(parseLogLine(feedbackLine(time, body('🙂'.repeat(1000))))).toHaveProperty('event');
    expect(parseLogLine(feedbackLine(time, body('a'.repeat(1001))))).toEqual({
      skipped: 'feedback',
    });
  });

  it.each([
    ['not JSON', 'not json', 'not-json'],
    ['a JSON array', '[1,2]', 'not-json'],
    ['another JSON log', '{"time":"2026-11-25T10:00:00Z","status":200}', 'unknown'],
    ['an unknown kind', searchLine('2026-11-25T10:00:00Z', 'other', 'x'), 'unknown'],
    ['no time', '{"kind":"no-results","query":"x"}', 'time'],
    ['a loose time', searchLine('25/11/2026', 'no-results', 'x'), 'time'],
    ['an impossible date', searchLine('2026-13-45T10:00:00Z', 'no-results', 'x'), 'time'],
    ['an empty query', searchLine('2026-11-25T10:00:00Z', 'no-results', '+ +'), 'query'],
    ['a broken encoding', searchLine('2026-11-25T10:00:00Z', 'no-results', '%E0%A4%A'), 'query'],
    ['a body that is not JSON', feedbackLine('2026-11-25T10:00:00Z', 'page=/a'), 'feedback'],
    ['a body that is an array', feedbackLine('2026-11-25T10:00:00Z', '[]'), 'feedback'],
    [
      'a page that is not a path',
      feedbackLine('2026-11-25T10:00:00Z', {page: 'https://evil.example/', helpful: 'no'}),
      'feedback',
    ],
    [
      'a page with markup',
      feedbackLine('2026-11-25T10:00:00Z', {page: '/<b>', helpful: 'no'}),
      'feedback',
    ],
    [
      'an answer other than yes or no',
      feedbackLine('2026-11-25T10:00:00Z', {page: '/a', helpful: 'maybe'}),
      'feedback',
    ],
    [
      'an unknown reason',
      feedbackLine('2026-11-25T10:00:00Z', {page: '/a', helpful: 'no', reason: 'rude'}),
      'feedback',
    ],
    [
      'a comment that is not text',
      feedbackLine('2026-11-25T10:00:00Z', {page: '/a', helpful: 'no', comment: 42}),
      'feedback',
    ],
    [
      'a reason on a yes',
      feedbackLine('2026-11-25T10:00:00Z', {page: '/a', helpful: 'yes', reason: 'code'}),
      'feedback',
    ],
  ])('skips a line with %s', (_name, line, reason) => {
    expect(parseLogLine(line)).toEqual({skipped: reason});
  });
});
