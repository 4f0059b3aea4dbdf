import type {ReaderEvent} from './readerEvent';
import {utcDay} from './utcDay';

/** Logs spanning more days than this are charted per week: daily bars would be too thin to read. */
export const WEEKLY_AFTER_DAYS = 60;

const DAY_MS = 86_400_000;

/** The counts of one day or week. */
export type TrendBucket = {
  /** First day of the bucket, `YYYY-MM-DD` in UTC; a week starts on Monday. */
  start: string;
  noResults: number;
  notOpened: number;
  helpful: number;
  unhelpful: number;
};

/** Every day (or week) from the first event to the last, with the empty ones kept so gaps show. */
export type Trend = {unit: 'day' | 'week'; buckets: TrendBucket[]};

/** Days since the Unix epoch of the UTC day a time falls on. */
function dayNumber(at: number): number {
  return Math.floor(at / DAY_MS);
}

/** The Monday on or before a day; 1 January 1970, day 0, was a Thursday. */
function mondayOf(day: number): number {
  return day - ((((day + 3) % 7) + 7) % 7);
}

/**
 * Counts failed searches and feedback answers per UTC day, or per ISO week
 * (Monday to Sunday) when the events span more than `WEEKLY_AFTER_DAYS` days.
 */
export function bucketByPeriod(events: readonly ReaderEvent[]): Trend {
  if (events.length === 0) return {unit: 'day', buckets: []};
  let first = Infinity;
  let last = -Infinity;
  for (const {at} of events) {
    first = Math.min(first, dayNumber(at));
    last = Math.max(last, dayNumber(at));
  }
  const unit = last - first > WEEKLY_AFTER_DAYS ? 'week' : 'day';
  const bucketOf = unit === 'week' ? mondayOf : (day: number) => day;
  const step = unit === 'week' ? 7 : 1;
  const origin = bucketOf(first);
  const buckets: TrendBucket[] = [];
  for (let day = origin; day <= last; day += step) {
    buckets.push({
      start: utcDay(day * DAY_MS),
      noResults: 0,
      notOpened: 0,
      helpful: 0,
      unhelpful: 0,
    });
  }
  for (const event of events) {
    const bucket = buckets[(bucketOf(dayNumber(event.at)) - origin) / step];
    if (event.type === 'search') {
      if (event.failure === 'no-results') bucket.noResults += 1;
      else bucket.notOpened += 1;
    } else if (event.helpful) bucket.helpful += 1;
    else bucket.unhelpful += 1;
  }
  return {unit, buckets};
}
