// @ts-check
// Indexes pages with Pagefind's documented Node API. It is ESM-only, and
// Docusaurus loads plugins as CommonJS, so the plugin runs this file in a
// child process: `node indexWithPagefind.mjs <request.json>`, where the
// request is `{outputPath, language, pages: [{url, html}]}`.
import {readFileSync} from 'node:fs';
import path from 'node:path';
import * as pagefind from 'pagefind';

/** @typedef {{outputPath: string, language: string, pages: {url: string, html: string}[]}} IndexRequest */

/** @param {string[]} errors @param {string} step */
function failOn(errors, step) {
  if (errors.length > 0) throw new Error(`Pagefind ${step}: ${errors.join('; ')}`);
}

/**
 * Waits until Pagefind's entry file holds JSON. On a loaded machine,
 * `writeFiles` has resolved while the entry file was still empty, and
 * closing Pagefind then left it empty for good.
 * @param {string} outputPath
 */
async function entryWritten(outputPath) {
  const entry = path.join(outputPath, 'pagefind-entry.json');
  for (let attempt = 0; attempt < 100; attempt += 1) {
    try {
      JSON.parse(readFileSync(entry, 'utf8'));
      return;
    } catch {
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }
  throw new Error(`Pagefind did not finish writing ${entry} within 10 s`);
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
  const written = await index.writeFiles({outputPath: request.outputPath});
  failOn(written.errors, 'writeFiles');
  await entryWritten(request.outputPath);
} finally {
  await pagefind.close();
}
