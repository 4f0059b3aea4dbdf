import {existsSync, mkdirSync, readFileSync, writeFileSync} from 'node:fs';
import path from 'node:path';
import {benchDir} from './paths';

/** Where every run leaves its figures, for comparing runs. */
const RESULTS_FILE = path.join(benchDir, 'results.json');

/**
 * Writes the run's figures to `.bench/results.json`. With `merge`, the keys
 * of the previous file that `results` does not replace stay, so that a run
 * of one measure (`--lighthouse-only`) leaves one file holding them all.
 */
export function writeResults(results: Record<string, unknown>, {merge}: {merge: boolean}): void {
  mkdirSync(path.dirname(RESULTS_FILE), {recursive: true});
  const previous =
    merge && existsSync(RESULTS_FILE)
      ? (JSON.parse(readFileSync(RESULTS_FILE, 'utf8')) as Record<string, unknown>)
      : {};
  writeFileSync(RESULTS_FILE, JSON.stringify({...previous, ...results}, null, 2));
}
