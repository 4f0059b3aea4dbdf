import {createReadStream} from 'node:fs';
import {stat} from 'node:fs/promises';
import {pipeline, type Readable} from 'node:stream';
import {createGunzip} from 'node:zlib';
import {parseLogLine} from './parseLogLine';
import {noSkips, type ReaderEvent, type SkipReason} from './readerEvent';

/**
 * What became of one log: `read` when it gave at least one event, `empty`
 * when it holds no line at all, `partial` when it failed part way (what came
 * before is kept); the others mean nothing in it could be used.
 */
export type LogStatus =
  'read' | 'empty' | 'partial' | 'missing' | 'directory' | 'unreadable' | 'no-events';

/** One log file as the report read it. */
export type LogReading = {
  /** The path as it was given on the command line. */
  file: string;
  status: LogStatus;
  /** The system's words when the file could not be opened or decompressed. */
  error: string | null;
  /** Non-blank lines: blank ones are not counted, read or skipped. */
  lines: number;
  events: ReaderEvent[];
  skipped: Record<SkipReason, number>;
};

function errorText(error: unknown): string {
  if (error instanceof Error) {
    const code = (error as NodeJS.ErrnoException).code;
    return code && !error.message.startsWith(code) ? `${code}: ${error.message}` : error.message;
  }
  return String(error);
}

/** The file's text as a stream; rotated logs (`.gz`, as logrotate leaves them) are unzipped on the way. */
function openText(file: string): Readable {
  const bytes = createReadStream(file);
  if (!file.endsWith('.gz')) return bytes.setEncoding('utf8');
  // pipeline destroys the unzipper with the read error, so iterating it throws that error.
  return pipeline(bytes, createGunzip(), () => {}).setEncoding('utf8');
}

/**
 * Reads one reader log line by line, without holding the file in memory, and
 * parses each line. Never throws: a file that is missing, a directory or
 * unreadable comes back with that status so the report can say so.
 */
export async function readLog(file: string): Promise<LogReading> {
  const reading: LogReading = {
    file,
    status: 'read',
    error: null,
    lines: 0,
    events: [],
    skipped: noSkips(),
  };
  try {
    const info = await stat(file);
    if (info.isDirectory()) return {...reading, status: 'directory'};
    if (!info.isFile()) return {...reading, status: 'unreadable', error: 'not a regular file'};
  } catch (error) {
    const missing = (error as NodeJS.ErrnoException).code === 'ENOENT';
    return {...reading, status: missing ? 'missing' : 'unreadable', error: errorText(error)};
  }

  const take = (line: string): void => {
    const text = line.endsWith('\r') ? line.slice(0, -1) : line;
    if (text.trim() === '') return;
    reading.lines += 1;
    const parsed = parseLogLine(text);
    if ('event' in parsed) reading.events.push(parsed.event);
    else reading.skipped[parsed.skipped] += 1;
  };
  try {
    let pending = '';
    for await (const chunk of openText(file)) {
      const parts = (pending + (chunk as string)).split('\n');
      pending = parts.pop() ?? '';
      parts.forEach(take);
    }
    take(pending);
  } catch (error) {
    const status = reading.events.length > 0 ? 'partial' : 'unreadable';
    return {...reading, status, error: errorText(error)};
  }
  if (reading.lines === 0) reading.status = 'empty';
  else if (reading.events.length === 0) reading.status = 'no-events';
  return reading;
}
