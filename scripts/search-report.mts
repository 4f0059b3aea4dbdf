/**
 * `npm run search-report LOGFILE [LIMIT]`: the queries that failed readers
 * most (no result, or no result opened), from the log nginx writes when
 * search reports are on. Tells maintainers which page to write next.
 */
import {readFileSync} from 'node:fs';
import {formatSearchReport, summariseSearchReport} from '../src/deploy/searchReport';

const [logFile, limit] = process.argv.slice(2);
if (!logFile) {
  console.error('Usage: npm run search-report LOGFILE [LIMIT]');
  process.exit(1);
}
process.stdout.write(
  formatSearchReport(summariseSearchReport(readFileSync(logFile, 'utf8')), Number(limit ?? 30)),
);
