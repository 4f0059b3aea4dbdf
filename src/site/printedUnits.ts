/*
 * How the build's summary lines, the scripts and the bench's report print
 * times, sizes and shares, so that a figure reads the same wherever it is
 * printed. Sizes count 1,024 bytes to the kilobyte, as every budget of the
 * bench and the tests does.
 */

/** Seconds with one decimal and the unit: `12.3 s`. */
export function seconds(value: number): string {
  return `${value.toFixed(1)} s`;
}

/** The time since `startedMs`, a `performance.now()` reading, as `seconds` prints it. */
export function secondsSince(startedMs: number): string {
  return seconds((performance.now() - startedMs) / 1000);
}

/** Bytes as kilobytes with one decimal: `141.8 KB`. */
export function kilobytes(bytes: number): string {
  return `${(bytes / 1024).toFixed(1)} KB`;
}

/** Bytes as megabytes with one decimal: `38.2 MB`. */
export function megabytes(bytes: number): string {
  return `${(bytes / 1024 ** 2).toFixed(1)} MB`;
}

/** Bytes as gigabytes with two decimals, for peak memory: `2.60 GB`. */
export function gigabytes(bytes: number): string {
  return `${(bytes / 1024 ** 3).toFixed(2)} GB`;
}

/** A share as a percentage with one decimal: `87.5%`. */
export function percent(share: number): string {
  return `${(share * 100).toFixed(1)}%`;
}
