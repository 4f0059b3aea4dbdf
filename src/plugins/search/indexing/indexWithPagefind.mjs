// @ts-check
// Indexes pages with Pagefind's documented Node API. It is ESM-only, and
// Docusaurus loads plugins as CommonJS, so the plugin runs this file in a
// child process: `node indexWithPagefind.mjs <request.json>`, where the
// request is `{outputPath, language, pages: [{url, html}]}`.
import {readFileSync} from 'node:fs';
import * as pagefind from 'pagefind';

/** @typedef {{outputPath: string, language: string, pages: {url: string, html: string}[]}} IndexRequest */

/** @param {string[]} errors @param {string} step */
function failOn(errors, step) {
  if (errors.length > 0) throw new Error(`Pagefind ${step}: ${errors.join('; ')}`);
}

const requestFile = process.argv[2];
if (!requestFile) throw new Error('usage: node indexWithPagefind.mjs <request.json>');
/** @type {IndexRequest} */
const request = JSON.parse(readFileSync(requestFile, 'utf8'));
const {index, errors} = await pagefind.createIndex({forceLanguage: request.language});
failOn(errors, 'createIndex');
if (!index) throw new Error('Pagefind createIndex returned no index');
try {
  for (const page of request.pages) {
    const added = await index.addHTMLFile({url: page.url, content: page.html});
    failOn(added.errors, `addHTMLFile ${page.url}`);
  }
  // Pagefind flushes every file before it answers writeFiles (from 1.6.0), so closing
  // right after cannot cut one short; the adapter still checks each file is whole.
  const written = await index.writeFiles({outputPath: request.outputPath});
  failOn(written.errors, 'writeFiles');
} finally {
  await pagefind.close();
}
