import type {LogReading} from './readLog';

/**
 * Whether a log counts as read: it gave events (all or part of it), or it is
 * empty, which is normal before anyone searched or answered. A log that is
 * missing, a directory, unreadable or without one usable line does not.
 */
export function wasLogRead(reading: LogReading): boolean {
  return reading.status === 'read' || reading.status === 'empty' || reading.status === 'partial';
}
