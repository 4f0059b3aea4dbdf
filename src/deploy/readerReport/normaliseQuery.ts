/** The same query however it was typed: case, spacing and surrounding blanks aside. */
export function normaliseQuery(query: string): string {
  return query.trim().replace(/\s+/g, ' ').toLowerCase();
}
