// @ts-check
// Indexes pages with Pagefind's documented Node API. It is ESM-only, and
// Docusaurus loads plugins as CommonJS, so the plugin runs this file in a
// child process: `node indexWithPagefind.mjs <outputPath> <language>`, with
// the pages on standard input, one JSON line `{url, html}` each, indexed as
// they arrive so that Pagefind works while the site reads the next ones.
import {createInterface} from 'node:readline';
import * as pagefind from 'pagefind';

/** @param {string[]} errors @param {string} step */
function failOn(errors, step) {
  if (errors.length > 0) throw new Error(`Pagefind ${step}: ${errors.join('; ')}`);
}

const [outputPath, language] = process.argv.slice(2);
if (!outputPath || !language) {
  throw new Error('usage: node indexWithPagefind.mjs <outputPath> <language> < pages.jsonl');
}
const {index, errors} = await pagefind.createIndex({forceLanguage: language});
failOn(errors, 'createIndex');
if (!index) throw new Error('Pagefind createIndex returned no index');
try {
  for await (const line of createInterface({input: process.stdin, crlfDelay: Infinity})) {
    if (line === '') continue;
    /** @type {{url: string, html: string}} */
    const page = JSON.parse(line);
    const added = await index.addHTMLFile({url: page.url, content: page.html});
    failOn(added.errors, `addHTMLFile ${page.url}`);
  }
  // Pagefind flushes every file before it answers writeFiles (from 1.6.0), so closing
  // right after cannot cut one short; the adapter still checks each file is whole.
  const written = await index.writeFiles({outputPath});
  failOn(written.errors, 'writeFiles');
} finally {
  await pagefind.close();
}
