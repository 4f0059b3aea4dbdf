/**
 * `npm run cut-fonts` (run before `start` and `build`, beside
 * `gen-api-docs`): cuts the site's fonts into the fonts plugin's cache, so
 * that the plugin, which runs the same `writeFonts` when the site's content
 * loads, finds every cut made. Cutting takes seconds of one core, and
 * writing the references keeps only one of the two busy: side by side, the
 * cutting no longer delays the dev server's start or the build.
 */
import path from 'node:path';
import {siteFontsLocations} from '../src/plugins/fonts/generatedFonts';
import {writeFonts} from '../src/plugins/fonts/writeFonts';
import {secondsSince} from '../src/site/printedUnits';

const started = performance.now();
await writeFonts(siteFontsLocations(path.resolve(import.meta.dirname, '..')));
console.info(
  `[fonts] cut the body and maths fonts ahead of the site's loading in ${secondsSince(started)}`,
);
