import type {LogReading} from './readLog';

/** The CSV's columns, in order; its header row spells them exactly so. */
export const CSV_COLUMNS = [
  'time',
  'log',
  'event',
  'query',
  'page',
  'helpful',
  'reason',
  'comment',
] as const;

type CsvRow = Record<(typeof CSV_COLUMNS)[number], string>;

/**
 * Characters that make a spreadsheet read a cell as a formula. A reader's
 * text starting with one gets a leading apostrophe, which spreadsheets hide,
 * so that opening the CSV can never run what a reader typed.
 */
const FORMULA_START = /^[=+\-@\t\r]/;

function neutraliseFormula(text: string): string {
  return FORMULA_START.test(text) ? `'${text}` : text;
}

/** A field quoted as RFC 4180 requires: only when it holds a comma, a quote or a line break. */
function field(value: string): string {
  return /[",\r\n]/.test(value) ? `"${value.replace(/"/g, '""')}"` : value;
}

/** A time as ISO 8601 in UTC, to the second. */
function utcTime(at: number): string {
  return `${new Date(at).toISOString().slice(0, 19)}Z`;
}

/**
 * Every event of the logs as CSV, one row per event, oldest first (events of
 * the same second keep the order of the logs given): a search report's row
 * fills `query`, a feedback answer's fills `page`, `helpful`, `reason` and
 * `comment`. RFC 4180: a header row, CRLF line ends, quoted fields.
 */
export function renderReportCsv(readings: readonly LogReading[]): string {
  const rows = readings.flatMap(({file, events}) =>
    events.map((event): CsvRow & {at: number} => {
      const common = {at: event.at, time: utcTime(event.at), log: file};
      return event.type === 'search'
        ? {
            ...common,
            event: event.failure,
            query: neutraliseFormula(event.query),
            page: '',
            helpful: '',
            reason: '',
            comment: '',
          }
        : {
            ...common,
            event: 'feedback',
            query: '',
            page: event.page,
            helpful: event.helpful ? 'yes' : 'no',
            reason: event.reason ?? '',
            comment: event.comment === null ? '' : neutraliseFormula(event.comment),
          };
    }),
  );
  // Array.prototype.sort is stable, so same-second events keep the logs' order.
  rows.sort((a, b) => a.at - b.at);
  return [
    CSV_COLUMNS.join(','),
    ...rows.map((row) => CSV_COLUMNS.map((column) => field(row[column])).join(',')),
  ]
    .map((line) => `${line}\r\n`)
    .join('');
}
