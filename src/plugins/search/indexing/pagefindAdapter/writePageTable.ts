import {writeFileSync} from 'node:fs';
import path from 'node:path';
import {
  nameKey,
  PAGE_KINDS,
  PAGE_TABLE_FILE,
  type PageKind,
  type PageTable,
} from '../../shared/pageTable';

/**
 * What the site knows of an indexed page that Pagefind does not keep: its
 * kind and the names it defines besides its title (see `definedNames`).
 */
export type PageFacts = {id: string; title: string; kind: PageKind; names: readonly string[]};

/**
 * How strongly a page answers to a name, strongest first: named by its
 * title (the page is about that thing), then defining it among others (a
 * component in a table of components), then a generated type titled with it
 * (it mostly mirrors a thing documented elsewhere).
 */
function strength(page: PageFacts, byTitle: boolean): number {
  if (!byTitle) return 1;
  return page.kind === 'type' ? 2 : 0;
}

/**
 * Writes the page table (see `PageTable`) into a Pagefind bundle. The
 * pages defining a name are listed by how strongly they answer to it (see
 * `strength`), then by kind (see `PAGE_KINDS`). Returns the number of names.
 */
export function writePageTable(bundleDir: string, pages: readonly PageFacts[]): number {
  const table: PageTable = {pages: {}, names: {}};
  const claims = new Map<string, Map<string, [strength: number, kind: number]>>();
  const claim = (key: string, page: PageFacts, byTitle: boolean) => {
    if (key === '') return;
    const holders = claims.get(key) ?? new Map<string, [number, number]>();
    const rank: [number, number] = [strength(page, byTitle), PAGE_KINDS.indexOf(page.kind)];
    const known = holders.get(page.id);
    if (!known || rank[0] < known[0]) holders.set(page.id, rank);
    claims.set(key, holders);
  };
  for (const page of pages) {
    table.pages[page.id] = [page.title, page.kind];
    claim(nameKey(page.title), page, true);
    for (const name of page.names) claim(nameKey(name), page, false);
  }
  for (const [key, holders] of claims) {
    table.names[key] = [...holders.entries()]
      .sort(([, a], [, b]) => a[0] - b[0] || a[1] - b[1])
      .map(([id]) => id);
  }
  writeFileSync(path.join(bundleDir, PAGE_TABLE_FILE), JSON.stringify(table));
  return Object.keys(table.names).length;
}
