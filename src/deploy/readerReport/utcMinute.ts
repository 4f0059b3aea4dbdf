/** A time to the minute in UTC, as `YYYY-MM-DD HH:MM UTC`. */
export function utcMinute(at: number): string {
  return `${new Date(at).toISOString().slice(0, 16).replace('T', ' ')} UTC`;
}
