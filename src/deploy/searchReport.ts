import type {SearchFailure} from '../plugins/search/shared/searchFailure';

/** One query of the report, with how often it failed readers in each way. */
export type ReportedQuery = {query: string; total: number} & Record<SearchFailure, number>;

const KINDS: ReadonlySet<string> = new Set<SearchFailure>(['no-results', 'not-opened']);

/** Decodes a query as nginx logged it: URL-encoded, with `+` for spaces. */
function decodeQuery(raw: string): string | undefined {
  try {
    return decodeURIComponent(raw.replace(/\+/g, ' '));
  } catch {
    return undefined;
  }
}

/** The same query however it was typed: case, spacing and surrounding blanks aside. */
export function normaliseQuery(query: string): string {
  return query.trim().replace(/\s+/g, ' ').toLowerCase();
}

/**
 * Reads the search-report log nginx writes (one JSON object per line, see
 * `docs_search_report` in deploy/nginx/docs-http.conf) and counts each
 * normalised query by failure, most frequent first. Lines that are not
 * reports (a broken line, an unknown kind, an empty query) are skipped.
 */
export function summariseSearchReport(log: string): ReportedQuery[] {
  const byQuery = new Map<string, ReportedQuery>();
  for (const line of log.split('\n')) {
    if (line.trim() === '') continue;
    let entry: {kind?: unknown; query?: unknown};
    try {
      entry = JSON.parse(line) as typeof entry;
    } catch {
      continue;
    }
    if (
      typeof entry.kind !== 'string' ||
      !KINDS.has(entry.kind) ||
      typeof entry.query !== 'string'
    ) {
      continue;
    }
    const decoded = decodeQuery(entry.query);
    const query = decoded === undefined ? '' : normaliseQuery(decoded).slice(0, 200);
    if (query === '') continue;
    const counts = byQuery.get(query) ?? {query, total: 0, 'no-results': 0, 'not-opened': 0};
    counts[entry.kind as SearchFailure] += 1;
    counts.total += 1;
    byQuery.set(query, counts);
  }
  return [...byQuery.values()].sort(
    (a, b) =>
      b.total - a.total || b['no-results'] - a['no-results'] || a.query.localeCompare(b.query),
  );
}

/** The report as a table for a terminal: the `limit` queries that failed readers most. */
export function formatSearchReport(queries: readonly ReportedQuery[], limit = 30): string {
  if (queries.length === 0) {
    return 'No failed searches in this log.\n';
  }
  const shown = queries.slice(0, limit);
  const width = Math.max(5, ...shown.map((entry) => entry.query.length));
  const lines = [
    `${'query'.padEnd(width)}  total  no results  none opened`,
    ...shown.map(
      (entry) =>
        `${entry.query.padEnd(width)}  ${String(entry.total).padStart(5)}  ${String(entry['no-results']).padStart(10)}  ${String(entry['not-opened']).padStart(11)}`,
    ),
  ];
  if (queries.length > limit) lines.push(`… and ${queries.length - limit} more queries`);
  return `${lines.join('\n')}\n`;
}
