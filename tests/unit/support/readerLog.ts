import {parseLogLine} from '../../../src/deploy/readerReport/parseLogLine';
import type {ReaderEvent} from '../../../src/deploy/readerReport/readerEvent';
import {scratchFolder} from '../../support/scratchFolder';

/** The site the reports under test link their pages to. */
export const SITE = 'https://docs.example';

/** The events these log lines hold, the lines the parser skips left out. */
export function events(lines: readonly string[]): ReaderEvent[] {
  return lines.flatMap((line) => {
    const parsed = parseLogLine(line);
    return 'event' in parsed ? [parsed.event] : [];
  });
}

/** A new folder of its own for the logs and reports a test writes. */
export function tempDir(): string {
  return scratchFolder('reader-report-unit-');
}

/** A log's time as the milliseconds an event carries. */
export const at = (time: string) => Date.parse(time);
