/**
 * `npm run reader-report -- LOG… [--out DIR] [--site URL]`: one static HTML
 * report for maintainers, `DIR/index.html` (default `reader-report/`), and
 * the same events as `DIR/reader-report.csv`, from the logs nginx writes when
 * search reports and page feedback are on: the searches that failed readers,
 * the pages readers found unhelpful and why, and both over time. Pages link
 * to the site at `--site` (default the production site).
 *
 * The report is written even when a log cannot be read, and says why. Exits
 * 0 when at least one log was read (an empty one counts), 1 when none was.
 */
import {mkdirSync, writeFileSync} from 'node:fs';
import path from 'node:path';
import {parseArgs} from 'node:util';
import {buildReaderReport, READER_REPORT_CSV} from '../src/deploy/readerReport/buildReaderReport';
import {logProblem} from '../src/deploy/readerReport/logProblem';
import {plural} from '../src/deploy/readerReport/reportNumbers';
import {product} from '../src/site/product';

const USAGE = 'Usage: npm run reader-report -- LOG… [--out DIR] [--site URL]';

function fail(message: string): never {
  console.error(`reader-report: ${message}`);
  process.exit(1);
}

let options: {out: string; site: string};
let logs: string[];
try {
  const parsed = parseArgs({
    allowPositionals: true,
    options: {
      out: {type: 'string', default: 'reader-report'},
      site: {type: 'string', default: product.siteUrl},
    },
  });
  options = parsed.values as typeof options;
  logs = parsed.positionals;
} catch (error) {
  fail(`${error instanceof Error ? error.message : String(error)}\n${USAGE}`);
}
if (logs.length === 0) fail(`no log given.\n${USAGE}`);
if (!/^https?:\/\/[^/]/.test(options.site) || !URL.canParse(options.site)) {
  fail(`--site must be an http(s) address, not "${options.site}".`);
}

const report = await buildReaderReport(logs, {siteUrl: options.site});
const outDir = path.resolve(options.out);
const htmlFile = path.join(outDir, 'index.html');
try {
  mkdirSync(outDir, {recursive: true});
  writeFileSync(htmlFile, report.html);
  writeFileSync(path.join(outDir, READER_REPORT_CSV), report.csv);
} catch (error) {
  fail(
    `could not write the report to ${outDir}: ${error instanceof Error ? error.message : error}`,
  );
}

const problems = report.readings.flatMap((reading) => {
  const problem = logProblem(reading);
  return problem === null ? [] : [`${reading.file} ${problem}`];
});
const relativeDir = path.relative(process.cwd(), outDir);
const shownDir = relativeDir.startsWith('..') ? outDir : relativeDir || '.';
if (!report.anyRead) {
  fail(`no log could be read (${problems.join('; ')}); ${htmlFile} says so.`);
}
for (const problem of problems) console.error(`reader-report: ${problem}.`);
const lines = report.readings.reduce((total, reading) => total + reading.lines, 0);
const events = report.readings.reduce((total, reading) => total + reading.events.length, 0);
console.info(
  `Wrote ${path.join(shownDir, 'index.html')} and ${path.join(shownDir, READER_REPORT_CSV)}: ` +
    `${plural(events, 'event')} from ${plural(lines, 'line')} in ${plural(report.readings.length, 'log')}, ` +
    `${lines - events} skipped.`,
);
