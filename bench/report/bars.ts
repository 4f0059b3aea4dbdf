/** The verdict column of the report: whether a figure keeps to its budget or goal. */
export function verdict(ok: boolean): 'ok' | 'OVER' {
  return ok ? 'ok' : 'OVER';
}

/** Bytes as the report prints them: KB with one decimal. */
export function kb(bytes: number): string {
  return `${(bytes / 1024).toFixed(1)} KB`;
}

/** Seconds as the report prints them: one decimal. */
export function seconds(value: number): string {
  return `${value.toFixed(1)} s`;
}

/** Bytes as gigabytes with two decimals, for peak memory. */
export function gigabytes(bytes: number): string {
  return `${(bytes / 1024 ** 3).toFixed(2)} GB`;
}

/** A share as a percentage with one decimal. */
export function percent(share: number): string {
  return `${(share * 100).toFixed(1)}%`;
}
