import {describeSkips} from './describeSkips';
import type {LogReading} from './readLog';

/**
 * What went wrong with a log, as the end of a sentence that starts with its
 * file name ("… was not found"); `null` when it was read and gave events.
 */
export function logProblem(reading: LogReading): string | null {
  const lines = `${reading.lines} line${reading.lines === 1 ? '' : 's'}`;
  switch (reading.status) {
    case 'read':
      return null;
    case 'missing':
      return 'was not found';
    case 'directory':
      return 'is a directory, not a log file';
    case 'unreadable':
      return `could not be read (${reading.error ?? 'unknown error'})`;
    case 'partial':
      return `could only be read in part (${reading.error ?? 'unknown error'}): the report has its first ${lines}`;
    case 'empty':
      return 'is empty: nothing has been logged in it';
    case 'no-events':
      return `has ${lines} but none is a search report or page feedback (${describeSkips(reading.skipped)})`;
  }
}
