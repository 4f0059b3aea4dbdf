import {spawnSync} from 'node:child_process';
import {readdirSync, readFileSync, rmSync} from 'node:fs';
import path from 'node:path';
import {describe, expect, it} from 'vitest';
import {scratchFolder} from '../support/scratchFolder';

const siteDir = path.resolve(import.meta.dirname, 'fixtures/site');
const docusaurusBin = path.resolve(
  import.meta.dirname,
  '../../node_modules/@docusaurus/core/bin/docusaurus.mjs',
);

/**
 * The folder Docusaurus's TypeScript loader (jiti) keeps the configuration
 * and the modules it imports in, compiled, under the temporary folder: a
 * cache by design, which saves each build of the file about 7 s.
 */
const JITI_CACHE = 'node-jiti';

/** The builds' temporary folder, shared so that jiti's cache serves them all. */
const buildsTmp = scratchFolder('fixture-build-tmp-');

/**
 * Builds the fixture site with one fault and returns the exit code, the
 * output, and what the builds left in their temporary folder, but jiti's
 * cache.
 */
function buildFixture(fault: string): {
  status: number | null;
  output: string;
  leftInTmp: string[];
} {
  rmSync(path.join(siteDir, 'build'), {recursive: true, force: true});
  const result = spawnSync(
    process.execPath,
    [docusaurusBin, 'build', siteDir, '--out-dir', path.join(siteDir, 'build')],
    {
      env: {
        ...process.env,
        FIXTURE_FAULT: fault,
        NO_COLOR: '1',
        FORCE_COLOR: '0',
        TMPDIR: buildsTmp,
      },
      // Rspack keeps its persistent cache under the working folder: the fixture's own, not the
      // site's, whose production build runs beside these.
      cwd: siteDir,
      encoding: 'utf8',
    },
  );
  return {
    status: result.status,
    output: `${result.stdout}\n${result.stderr}`,
    leftInTmp: readdirSync(buildsTmp).filter((name) => name !== JITI_CACHE),
  };
}

describe('the site build refuses invalid sites', () => {
  it('builds the fixture when it has no fault, leaving nothing in the temporary folder', () => {
    const {status, output, leftInTmp} = buildFixture('none');
    expect(output).not.toMatch(/\[ERROR\]/);
    expect(status).toBe(0);
    expect(leftInTmp).toEqual([]);
    // A mermaid fence went through Docusaurus's pipeline and came out drawn.
    const home = readFileSync(path.join(siteDir, 'build/index.html'), 'utf8');
    expect(home).toMatch(
      /<div class=static-diagram><div class="?static-diagram__light"? style="?min-width:\d+px"?><svg/,
    );
    expect(home).not.toContain('flowchart LR');
    // The bundler edits (src/plugins/bundle-splitting) found what they expect in
    // this Docusaurus's config, or the build would have stopped; and fonts are
    // files, not data inlined into the stylesheet every page links.
    const stylesheet = /<link rel=stylesheet href=([^ >]+)/.exec(home)?.[1] ?? '';
    const css = readFileSync(path.join(siteDir, 'build', stylesheet), 'utf8');
    expect(css).toContain('.katex');
    expect(css).not.toContain('data:font');
    expect(css).toMatch(/url\(\/assets\/fonts\/KaTeX_Main-Regular-\w+\.woff2\)/);
  });

  it.each([
    ['broken-link', /Docusaurus found broken links![\s\S]*\/no-such-page/],
    ['broken-anchor', /Docusaurus found broken anchors![\s\S]*#no-such-heading/],
    ['duplicate-route', /Duplicate routes found![\s\S]*a page already exists at this route/],
    ['unknown-navbar-item-type', /Bad navbar item type no-such-type/],
    [
      'sidebar-link-to-nothing',
      /Sidebar category Empty section has neither any subitem nor a link/,
    ],
    ['no-default-export', /doesn't have a default export/],
    [
      'broken-diagram',
      /Mermaid cannot draw the diagram at [^\n]*docs-broken-diagram\/index\.md:16: Parse error on line 3/,
    ],
  ])('fails on %s, leaving nothing in the temporary folder', (fault, message) => {
    const {status, output, leftInTmp} = buildFixture(fault);
    expect(status).not.toBe(0);
    expect(output).toMatch(message);
    // Chromium's own folder included, though the build exits with the diagrams' browser open.
    expect(leftInTmp).toEqual([]);
  });
});
