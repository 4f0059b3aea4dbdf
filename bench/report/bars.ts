/** The verdict column of the report: whether a figure keeps to its budget or goal. */
export function verdict(ok: boolean): 'ok' | 'OVER' {
  return ok ? 'ok' : 'OVER';
}

/** A share as a percentage with one decimal. */
export function percent(share: number): string {
  return `${(share * 100).toFixed(1)}%`;
}
