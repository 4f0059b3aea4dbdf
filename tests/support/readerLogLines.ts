/** A search-report line as nginx writes it. */
export function searchLine(time: string, kind: string, query: string): string {
  return JSON.stringify({time, kind, query});
}

/** A page-feedback line as nginx writes it: the body as a JSON string inside the line. */
export function feedbackLine(time: string, body: unknown): string {
  return JSON.stringify({time, feedback: typeof body === 'string' ? body : JSON.stringify(body)});
}
