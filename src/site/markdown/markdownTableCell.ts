/** Text as one cell of a Markdown table: no line break may split its row, and no pipe may end it early. */
export function markdownTableCell(text: string): string {
  return text.replace(/\s*\n\s*/g, ' ').replace(/\|/g, '\\|');
}
