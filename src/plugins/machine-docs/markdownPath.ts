/** The address of a page's Markdown twin: its URL with `.md` appended (`/` → `/index.md`). */
export function markdownPath(path: string): string {
  return path === '/' ? '/index.md' : `${path}.md`;
}
