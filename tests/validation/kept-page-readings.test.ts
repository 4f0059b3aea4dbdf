import {createHash} from 'node:crypto';
import {mkdirSync, readFileSync, statSync, symlinkSync, writeFileSync} from 'node:fs';
import path from 'node:path';
import {afterEach, beforeEach, describe, expect, it, vi} from 'vitest';
import {keptPageReadings} from '../../src/plugins/built-pages/keptPageReadings';
import {readBuiltSite} from '../../src/plugins/built-pages/readBuiltSite';
import type {BuiltSiteOptions} from '../../src/plugins/built-pages/builtSiteOptions';
import {filesUnder} from '../../src/site/files/filesUnder';
import {scratchFolder} from '../support/scratchFolder';
import {docArticle} from '../support/docArticle';

/*
 * A rebuild after an edit reads only the pages that changed, and the rest
 * from what the last build read: the search index and the Markdown twins it
 * writes must be, byte for byte, what reading every page again writes.
 */

/** A site with the project's code and an empty search vocabulary, which the fixture pages need not define. */
function fixtureSite(): string {
  const siteDir = scratchFolder('kept-readings-site-');
  symlinkSync(path.resolve(import.meta.dirname, '../../src'), path.join(siteDir, 'src'));
  mkdirSync(path.join(siteDir, 'docs'));
  writeFileSync(
    path.join(siteDir, 'docs/_vocabulary.yml'),
    'terms: []\nsynonyms: []\noneWay: []\naltCorrections: []\n',
  );
  return siteDir;
}

/** A built doc page as Docusaurus writes it, its bundle's file names in the head. */
function docPage(title: string, body: string, bundle: string): string {
  return (
    `<!doctype html><html lang="en" class="docs-wrapper docs-doc-page"><head><title>${title} | 3dverse</title>` +
    `<meta name="description" content="About ${title}."><meta name="docusaurus_tag" content="docs-default-current"><link rel="stylesheet" href="/assets/css/styles.${bundle}.css">` +
    `<script src="/assets/js/runtime~main.${bundle}.js" defer></script></head><body><nav>menu</nav>` +
    `<main>${docArticle(`<h1>${title}</h1>${body}`)}</main><footer>foot</footer></body></html>`
  );
}

const PAGES = {
  'guide/sessions/index.html': ['Sessions', '<p>A session streams a scene to the browser.</p>'],
  'guide/entities/index.html': [
    'Entities',
    '<p>An entity holds components.</p><pre><code>entity.addComponent()</code></pre>' +
      '<p>It turns by <span class="katex"><span class="katex-mathml"><math><semantics><mrow><mi>θ</mi><mo>=</mo><mn>2</mn></mrow>' +
      '<annotation encoding="application/x-tex">\\theta=2</annotation></semantics></math></span>' +
      '<span class="katex-html" aria-hidden="true">θ=2</span></span>.</p>',
  ],
} as const;

/** Writes a build of the pages, `edit` changing the body of the sessions page. */
function writeBuild(bundle: string, edit = ''): string {
  const outDir = scratchFolder('kept-readings-build-');
  for (const [file, [title, body]] of Object.entries(PAGES)) {
    mkdirSync(path.dirname(path.join(outDir, file)), {recursive: true});
    const edited = file.startsWith('guide/sessions') ? body + edit : body;
    writeFileSync(path.join(outDir, file), docPage(title, edited, bundle));
  }
  // The pass lists the library references' symbols; these builds have none.
  for (const library of ['livelink.js', 'livelink.react']) {
    mkdirSync(path.join(outDir, 'references', library), {recursive: true});
  }
  writeFileSync(
    path.join(outDir, 'index.html'),
    '<html class="blog-list-page"><head><title>Devlog</title></head><body><main>list</main></body></html>',
  );
  return outDir;
}

const options: BuiltSiteOptions = {
  site: {title: '3dverse', tagline: 'Docs', url: 'https://docs.example'},
  restApi: null,
  files: [...Object.keys(PAGES), 'index.html'],
  mathsFontCharacters: '2=θ',
};

/** Every file the pass wrote, by path, as a hash of its bytes. */
function written(outDir: string, outputs: string[]): Record<string, string> {
  const files = outputs.flatMap((output) =>
    statSync(path.join(outDir, output)).isDirectory()
      ? filesUnder(path.join(outDir, output))
      : [path.join(outDir, output)],
  );
  return Object.fromEntries(
    files.map((file) => [
      path.relative(outDir, file),
      createHash('sha256').update(readFileSync(file)).digest('hex'),
    ]),
  );
}

describe('a rebuild reading pages kept from the last build', () => {
  const printed: string[] = [];
  beforeEach(() => {
    printed.length = 0;
    vi.spyOn(console, 'info').mockImplementation((line: string) => void printed.push(line));
  });
  afterEach(() => vi.restoreAllMocks());

  it('writes what reading every page again writes, and parses only the edited page', async () => {
    const siteDir = fixtureSite();
    const readings = scratchFolder('kept-readings-');
    const kept = () => keptPageReadings(readings, 'reading-key');

    const first = writeBuild('aaaa');
    const firstOutputs = await readBuiltSite(siteDir, first, options, kept());
    expect(printed.join('\n')).toContain('(all 3 parsed)');

    // Another build of the same pages: the bundle's names changed, no page did.
    const same = writeBuild('bbbb');
    const sameOutputs = await readBuiltSite(siteDir, same, options, kept());
    expect(printed.join('\n')).toContain('(0 of 3 parsed');
    expect(written(same, sameOutputs)).toEqual(written(first, firstOutputs));

    // An edit: only that page is parsed again, and the result is what a fresh reading gives.
    const edit = '<p>Sessions end when the last client leaves.</p>';
    const edited = writeBuild('cccc', edit);
    const editedOutputs = await readBuiltSite(siteDir, edited, options, kept());
    expect(printed.join('\n')).toContain('(1 of 3 parsed');
    const fresh = writeBuild('cccc', edit);
    const freshOutputs = await readBuiltSite(siteDir, fresh, options);
    expect(written(edited, editedOutputs)).toEqual(written(fresh, freshOutputs));
    expect(readFileSync(path.join(edited, 'guide/sessions.md'), 'utf8')).toContain(
      'Sessions end when the last client leaves.',
    );
  });

  it('stops at maths the fonts were not cut to, on a page read afresh or from a kept reading', async () => {
    const siteDir = fixtureSite();
    const readings = scratchFolder('kept-readings-');
    const kept = () => keptPageReadings(readings, 'reading-key');
    await readBuiltSite(siteDir, writeBuild('aaaa'), options, kept());
    const narrower = {...options, mathsFontCharacters: '2='};
    const uncovered = /maths fonts were not cut to[\s\S]*guide\/entities\/index\.html: θ$/;
    await expect(readBuiltSite(siteDir, writeBuild('bbbb'), narrower)).rejects.toThrow(uncovered);
    await expect(readBuiltSite(siteDir, writeBuild('cccc'), narrower, kept())).rejects.toThrow(
      uncovered,
    );
    expect(printed.at(-1)).toContain('(0 of 3 parsed');
  });
});
