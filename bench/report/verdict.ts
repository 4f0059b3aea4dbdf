/** The verdict column of the report: whether a figure keeps to its budget or goal. */
export function verdict(ok: boolean): 'ok' | 'OVER' {
  return ok ? 'ok' : 'OVER';
}
