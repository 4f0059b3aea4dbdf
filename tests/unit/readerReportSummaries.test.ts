import {describe, expect, it} from 'vitest';
import {bucketByPeriod, WEEKLY_AFTER_DAYS} from '../../src/deploy/readerReport/bucketByPeriod';
import {summariseFeedback} from '../../src/deploy/readerReport/summariseFeedback';
import {summariseSearches} from '../../src/deploy/readerReport/summariseSearches';
import {at, events} from './support/readerLog';
import {feedbackLine, searchLine} from '../support/readerLogLines';

describe('summing up', () => {
  it('counts normalised queries by failure, most frequent first', () => {
    const time = '2026-11-25T10:00:00Z';
    const log = [
      searchLine(time, 'no-results', 'vulkan%20encoder'),
      searchLine(time, 'no-results', 'Vulkan+Encoder'),
      searchLine(time, 'not-opened', 'camera'),
      searchLine(time, 'not-opened', 'vulkan  encoder'),
      searchLine(time, 'not-opened', 'anchor'),
      feedbackLine(time, {page: '/a', helpful: 'yes'}),
    ];
    expect(summariseSearches(events(log))).toEqual([
      {query: 'vulkan encoder', total: 3, 'no-results': 2, 'not-opened': 1},
      {query: 'anchor', total: 1, 'no-results': 0, 'not-opened': 1},
      {query: 'camera', total: 1, 'no-results': 0, 'not-opened': 1},
    ]);
  });

  it('sums feedback per page, worst first, with reasons and the newest comment first', () => {
    const log = [
      feedbackLine('2026-11-20T10:00:00Z', {
        page: '/a',
        helpful: 'no',
        reason: 'code',
        comment: 'old',
      }),
      feedbackLine('2026-11-21T10:00:00Z', {page: '/a', helpful: 'no', comment: 'new'}),
      feedbackLine('2026-11-21T11:00:00Z', {page: '/a', helpful: 'no', reason: 'code'}),
      feedbackLine('2026-11-21T12:00:00Z', {page: '/a', helpful: 'yes'}),
      // Fewer unhelpful answers but a higher share: still after /a.
      feedbackLine('2026-11-21T10:00:00Z', {page: '/b', helpful: 'no', reason: 'unclear'}),
      feedbackLine('2026-11-21T10:00:00Z', {page: '/c', helpful: 'yes'}),
    ];
    const [a, b, c] = summariseFeedback(events(log));
    expect(a).toEqual({
      page: '/a',
      helpful: 1,
      unhelpful: 3,
      unhelpfulShare: 0.75,
      reasons: [
        {reason: 'code', count: 2},
        {reason: null, count: 1},
      ],
      comments: [
        {at: at('2026-11-21T10:00:00Z'), reason: null, text: 'new'},
        {at: at('2026-11-20T10:00:00Z'), reason: 'code', text: 'old'},
      ],
    });
    expect(b).toMatchObject({page: '/b', unhelpful: 1, unhelpfulShare: 1});
    expect(c).toMatchObject({page: '/c', helpful: 1, unhelpful: 0, unhelpfulShare: 0});
  });
});

describe('bucketing by day or week', () => {
  it('counts per UTC day, keeping the empty days between', () => {
    const trend = bucketByPeriod(
      events([
        searchLine('2026-11-20T23:30:00-01:00', 'no-results', 'a'),
        searchLine('2026-11-21T08:00:00Z', 'not-opened', 'b'),
        feedbackLine('2026-11-23T08:00:00Z', {page: '/a', helpful: 'no'}),
        feedbackLine('2026-11-23T09:00:00Z', {page: '/a', helpful: 'yes'}),
      ]),
    );
    expect(trend).toEqual({
      unit: 'day',
      buckets: [
        // 23:30 at -01:00 is 00:30 UTC the next day.
        {start: '2026-11-21', noResults: 1, notOpened: 1, helpful: 0, unhelpful: 0},
        {start: '2026-11-22', noResults: 0, notOpened: 0, helpful: 0, unhelpful: 0},
        {start: '2026-11-23', noResults: 0, notOpened: 0, helpful: 1, unhelpful: 1},
      ],
    });
    expect(bucketByPeriod([])).toEqual({unit: 'day', buckets: []});
  });

  it(`counts per week from Monday once the logs span more than ${WEEKLY_AFTER_DAYS} days`, () => {
    const exactly = bucketByPeriod(
      events([
        searchLine('2026-01-01T10:00:00Z', 'no-results', 'a'),
        searchLine('2026-03-02T10:00:00Z', 'no-results', 'a'),
      ]),
    );
    expect(exactly.unit).toBe('day');
    expect(exactly.buckets).toHaveLength(WEEKLY_AFTER_DAYS + 1);

    const trend = bucketByPeriod(
      events([
        // Thursday 1 January 2026: its week starts on Monday 29 December 2025.
        searchLine('2026-01-01T10:00:00Z', 'no-results', 'a'),
        searchLine('2026-01-04T23:59:59Z', 'not-opened', 'a'),
        searchLine('2026-01-05T00:00:00Z', 'no-results', 'a'),
        feedbackLine('2026-03-03T10:00:00Z', {page: '/a', helpful: 'no'}),
      ]),
    );
    expect(trend.unit).toBe('week');
    expect(trend.buckets[0]).toEqual({
      start: '2025-12-29',
      noResults: 1,
      notOpened: 1,
      helpful: 0,
      unhelpful: 0,
    });
    expect(trend.buckets[1]).toMatchObject({start: '2026-01-05', noResults: 1});
    expect(trend.buckets.at(-1)).toMatchObject({start: '2026-03-02', unhelpful: 1});
    expect(trend.buckets).toHaveLength(10);
  });
});
