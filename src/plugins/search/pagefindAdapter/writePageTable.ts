import {writeFileSync} from 'node:fs';
import path from 'node:path';
import {
  nameKey,
  PAGE_KINDS,
  PAGE_TABLE_FILE,
  type PageKind,
  type PageTable,
} from '../shared/pageTable';

/** What the site knows of an indexed page that Pagefind does not keep: its kind and the names it defines. */
export type PageFacts = {id: string; title: string; kind: PageKind; names: readonly string[]};

/**
 * Writes the page table (see `PageTable`) into a Pagefind bundle. Pages
 * defining a name are listed by kind (see `PAGE_KINDS`), then in the order
 * given. Returns the number of names.
 */
export function writePageTable(bundleDir: string, pages: readonly PageFacts[]): number {
  const table: PageTable = {pages: {}, names: {}};
  const rank = (kind: PageKind) => PAGE_KINDS.indexOf(kind);
  const byKind = [...pages].sort((a, b) => rank(a.kind) - rank(b.kind));
  for (const page of byKind) {
    table.pages[page.id] = [page.title, page.kind];
    for (const key of new Set(page.names.map(nameKey))) {
      if (key === '') continue;
      (table.names[key] ??= []).push(page.id);
    }
  }
  writeFileSync(path.join(bundleDir, PAGE_TABLE_FILE), JSON.stringify(table));
  return Object.keys(table.names).length;
}
