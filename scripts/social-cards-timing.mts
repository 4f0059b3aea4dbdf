/**
 * Times the social cards over the existing `build/` without touching it:
 * copies its pages to a temporary folder, gives them their cards once with
 * an empty cache (cold) and once more on fresh copies with the cache that
 * run filled (warm), and prints both times and the largest card.
 * `tsx scripts/social-cards-timing.mts [buildDir]`.
 */
import {cpSync, mkdtempSync, readFileSync, rmSync} from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type {Config} from '@docusaurus/types';
import configModule from '../docusaurus.config';
import {builtHtmlFiles} from '../src/site/builtSite/builtHtmlFiles';
import {servedPath} from '../src/site/builtSite/servedPath';
import {product} from '../src/site/product';
import {writeSocialCards} from '../src/plugins/social-cards/writeSocialCards';
import {kilobytes, seconds, secondsSince} from '../src/site/printedUnits';

// The config is CommonJS (as Docusaurus loads it), so tsx hands its default export inside `default`.
const config = (configModule as unknown as {default: Config}).default;
const buildDir = path.resolve(process.argv[2] ?? 'build');
const siteDir = process.cwd();
const workDir = mkdtempSync(path.join(os.tmpdir(), 'social-cards-timing-'));

// The routes Docusaurus rendered: every page but the client redirect pages, which the redirects plugin writes.
const pages = builtHtmlFiles(buildDir).filter(
  (file) => !/<meta http-equiv="refresh"/.test(readFileSync(path.join(buildDir, file), 'utf8')),
);
const routesPaths = pages.map((file) => (file === '404.html' ? '/404.html' : servedPath(file)));

async function run(name: string, cacheDir: string): Promise<void> {
  const outDir = path.join(workDir, name);
  for (const file of pages) cpSync(path.join(buildDir, file), path.join(outDir, file));
  const started = performance.now();
  // All threads of the process, the drawing workers included.
  const cpuBefore = process.cpuUsage();
  const report = await writeSocialCards({
    siteDir,
    outDir,
    cacheDir,
    siteUrl: config.url,
    baseUrl: config.baseUrl,
    routesPaths,
    site: {
      title: config.title,
      titleDelimiter: config.titleDelimiter ?? '|',
      tagline: config.tagline ?? '',
    },
    productName: product.name,
  });
  const cpu = process.cpuUsage(cpuBefore);
  console.info(
    `${name}: ${report.pages} pages, ${report.cards} cards (${report.drawn} drawn, ${report.fromCache} from cache) in ${secondsSince(started)} (${seconds((cpu.user + cpu.system) / 1e6)} of CPU); largest ${kilobytes(report.largestBytes)}`,
  );
}

try {
  const cacheDir = path.join(workDir, 'cache');
  await run('cold', cacheDir);
  await run('warm', cacheDir);
} finally {
  rmSync(workDir, {recursive: true, force: true});
}
