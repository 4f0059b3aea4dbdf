import {existsSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync} from 'node:fs';
import path from 'node:path';
import {describe, expect, it} from 'vitest';
import {buildOrPlaceKept} from '../../src/site/buildCache/cachedSiteBuild';
import {siteBuildKey, type SiteBuildInputs} from '../../src/site/buildCache/siteBuildKey';
import {gitAsTester} from '../support/gitAsTester';
import {scratchFolder} from '../support/scratchFolder';

/** A site in a git checkout of its own, with one committed page, a Chromium stand-in and npm's record. */
function siteCheckout() {
  const siteDir = scratchFolder('site-build-key-');
  const write = (file: string, text: string) => {
    mkdirSync(path.dirname(path.join(siteDir, file)), {recursive: true});
    writeFileSync(path.join(siteDir, file), text);
  };
  write('.gitignore', 'node_modules/\nbuild/\ndocs/references/api/\n');
  write('docs/intro.md', '# Intro\n');
  write('node_modules/.package-lock.json', '{"packages":{}}');
  write('chromium/one', 'a browser');
  write('chromium/two', 'another browser');
  gitAsTester(siteDir, 'init', '-q');
  gitAsTester(siteDir, 'add', '.');
  gitAsTester(siteDir, 'commit', '-q', '-m', 'First');
  const inputs: SiteBuildInputs = {
    siteDir,
    args: [],
    environment: {},
    chromiumPath: path.join(siteDir, 'chromium/one'),
  };
  return {siteDir, write, inputs};
}

describe('the key of a production build', () => {
  it('changes with every kind of input the build reads, and not with what git ignores', () => {
    const {siteDir, write, inputs} = siteCheckout();
    const first = siteBuildKey(inputs)?.key;
    expect(first).toMatch(/^[0-9a-f]{64}$/);
    expect(siteBuildKey(inputs)?.key).toBe(first);
    // The build's own output and the bundler's cache are not inputs.
    write('build/index.html', '<h1>Built</h1>');
    write('node_modules/.cache/x', 'cache');
    expect(siteBuildKey(inputs)?.key).toBe(first);

    const keys = new Set([first]);
    const changes: (() => SiteBuildInputs | undefined)[] = [
      () => {
        write('docs/intro.md', '# Intro, edited\n');
        return undefined;
      },
      () => {
        write('docs/new-page.md', '# A page not yet added to git\n');
        return undefined;
      },
      () => {
        rmSync(path.join(siteDir, 'docs/intro.md'));
        return undefined;
      },
      () => {
        write('docs/references/api/operation.mdx', '# A generated page\n');
        return undefined;
      },
      () => {
        gitAsTester(siteDir, 'commit', '-q', '--allow-empty', '-m', 'Second');
        return undefined;
      },
      () => {
        write('node_modules/.package-lock.json', '{"packages":{"x":{}}}');
        return undefined;
      },
      () => ({...inputs, environment: {DOCS_EDIT_URL: 'https://example.invalid/edit/'}}),
      () => ({...inputs, environment: {DOCS_EDIT_URL: ''}}),
      () => ({...inputs, environment: {DOCUSAURUS_SSR_CONCURRENCY: '1'}}),
      () => ({...inputs, environment: {NODE_OPTIONS: '--max-old-space-size=4096'}}),
      () => ({...inputs, environment: {TZ: 'Europe/Paris'}}),
      () => ({...inputs, environment: {BROWSERSLIST_ENV: 'development'}}),
      () => ({...inputs, environment: {LC_ALL: 'fr_FR.UTF-8'}}),
      () => ({...inputs, environment: {SKIP_HTML_MINIFICATION: 'true'}}),
      () => ({...inputs, environment: {WEBPACK_URL_LOADER_LIMIT: '0'}}),
      () => ({...inputs, args: ['--no-minify']}),
      () => ({...inputs, chromiumPath: path.join(siteDir, 'chromium/two')}),
      () => ({...inputs, chromiumPath: path.join(siteDir, 'chromium/absent')}),
    ];
    for (const change of changes) {
      const changedInputs = change() ?? inputs;
      const key = siteBuildKey(changedInputs)?.key ?? '';
      expect(keys.has(key), `a key seen before, after ${change.toString()}`).toBe(false);
      keys.add(key);
    }
    // A variable neither the site nor its tools read changes nothing.
    expect(siteBuildKey({...inputs, environment: {SOME_SHELL_SETTING: 'on'}})).toEqual(
      siteBuildKey(inputs),
    );
  });

  it('counts a file one’s own git excludes hide, which the build reads all the same', () => {
    const {siteDir, write, inputs} = siteCheckout();
    write('.git/info/exclude', 'docs/draft.md\n');
    write('personal-ignore', 'docs/other-draft.md\n');
    gitAsTester(siteDir, 'config', 'core.excludesFile', path.join(siteDir, 'personal-ignore'));
    for (const draft of ['docs/draft.md', 'docs/other-draft.md']) {
      write(draft, '# A draft\n');
      const before = siteBuildKey(inputs)?.key;
      write(draft, '# A draft, edited\n');
      expect(siteBuildKey(inputs)?.key, draft).not.toBe(before);
    }
  });

  it('changes when a shallow clone gets its whole history, from which the pages show their dates', () => {
    const {siteDir} = siteCheckout();
    gitAsTester(siteDir, 'commit', '-q', '--allow-empty', '-m', 'Second');
    const clone = path.join(scratchFolder('site-build-shallow-'), 'site');
    gitAsTester(siteDir, 'clone', '-q', '--depth', '1', `file://${siteDir}`, clone);
    mkdirSync(path.join(clone, 'node_modules'));
    writeFileSync(path.join(clone, 'node_modules/.package-lock.json'), '{"packages":{}}');
    const cloneInputs: SiteBuildInputs = {
      siteDir: clone,
      args: [],
      environment: {},
      chromiumPath: path.join(siteDir, 'chromium/one'),
    };
    const shallow = siteBuildKey(cloneInputs)?.key;
    expect(shallow).toMatch(/^[0-9a-f]{64}$/);
    gitAsTester(clone, 'fetch', '-q', '--unshallow');
    expect(siteBuildKey(cloneInputs)?.key).not.toBe(shallow);
  });

  it('leaves the sources key alone when only the references the build generates change', () => {
    const {write, inputs} = siteCheckout();
    const before = siteBuildKey(inputs);
    write('docs/references/api/operation.mdx', '# A generated page\n');
    const generated = siteBuildKey(inputs);
    expect(generated?.key).not.toBe(before?.key);
    expect(generated?.sourcesKey).toBe(before?.sourcesKey);
    write('docs/intro.md', '# Intro, edited\n');
    expect(siteBuildKey(inputs)?.sourcesKey).not.toBe(before?.sourcesKey);
  });

  it('is absent outside a git checkout, and without npm’s record of node_modules', () => {
    const {siteDir, inputs} = siteCheckout();
    rmSync(path.join(siteDir, 'node_modules/.package-lock.json'));
    expect(siteBuildKey(inputs)).toBeUndefined();
    const outside = scratchFolder('site-build-no-git-');
    mkdirSync(path.join(outside, 'node_modules'));
    writeFileSync(path.join(outside, 'node_modules/.package-lock.json'), '{}');
    expect(siteBuildKey({...inputs, siteDir: outside})).toBeUndefined();
  });
});

describe('an unchanged rebuild', () => {
  /** A stand-in build that writes a numbered page, counting its runs, and a key the test sets. */
  function fakeSite() {
    const root = scratchFolder('kept-build-');
    const outDir = path.join(root, 'build');
    const cacheDir = path.join(root, 'cache');
    const state = {
      key: 'first' as string | undefined,
      /** What the build generates besides its output, which only the full key covers. */
      generated: '',
      builds: 0,
      exitCode: 0,
      duringBuild: () => {},
    };
    const run = () =>
      buildOrPlaceKept({
        outDir,
        cacheDir,
        key: () =>
          state.key === undefined
            ? undefined
            : {key: `${state.key}${state.generated}`, sourcesKey: state.key},
        build: async () => {
          state.builds += 1;
          rmSync(outDir, {recursive: true, force: true});
          mkdirSync(path.join(outDir, 'guide'), {recursive: true});
          writeFileSync(path.join(outDir, 'index.html'), `build ${String(state.builds)}`);
          writeFileSync(path.join(outDir, 'guide/index.html'), 'guide');
          state.duringBuild();
          return state.exitCode;
        },
      });
    const page = () => readFileSync(path.join(outDir, 'index.html'), 'utf8');
    return {outDir, cacheDir, state, run, page};
  }

  it('places the last build when the key is the same, and builds when it is not', async () => {
    const site = fakeSite();
    expect(await site.run()).toEqual({placed: false, exitCode: 0, kept: 'kept'});
    // Something of another step, such as a precompressed twin, and a page lost by hand.
    writeFileSync(path.join(site.outDir, 'index.html.gz'), 'twin');
    rmSync(path.join(site.outDir, 'guide'), {recursive: true});
    expect(await site.run()).toEqual({placed: true});
    expect(site.state.builds).toBe(1);
    expect(site.page()).toBe('build 1');
    expect(readFileSync(path.join(site.outDir, 'guide/index.html'), 'utf8')).toBe('guide');
    expect(existsSync(path.join(site.outDir, 'index.html.gz'))).toBe(false);
    site.state.key = 'second';
    expect(await site.run()).toEqual({placed: false, exitCode: 0, kept: 'kept'});
    expect(site.page()).toBe('build 2');
    expect(readdirSync(site.cacheDir)).toEqual(['second']);
  });

  it('keeps a build under the key of what it read once it has written the references it generates', async () => {
    const site = fakeSite();
    site.state.duringBuild = () => {
      site.state.generated = ' and its references';
    };
    expect(await site.run()).toEqual({placed: false, exitCode: 0, kept: 'kept'});
    expect(readdirSync(site.cacheDir)).toEqual(['first and its references']);
    expect(await site.run()).toEqual({placed: true});
    expect(site.state.builds).toBe(1);
  });

  it('builds again when a placed file was rewritten in place, since it shares its bytes with the kept one', async () => {
    const site = fakeSite();
    await site.run();
    await site.run();
    writeFileSync(path.join(site.outDir, 'index.html'), 'edited by hand');
    expect(await site.run()).toEqual({placed: false, exitCode: 0, kept: 'kept'});
    expect(site.state.builds).toBe(2);
    expect(site.page()).toBe('build 2');
  });

  it('keeps nothing from a failed build, a build without a key, or one whose inputs changed while it ran', async () => {
    const site = fakeSite();
    site.state.exitCode = 1;
    expect(await site.run()).toEqual({placed: false, exitCode: 1, kept: 'failed'});
    expect(existsSync(site.cacheDir)).toBe(false);
    site.state.exitCode = 0;
    site.state.key = undefined;
    expect(await site.run()).toEqual({placed: false, exitCode: 0, kept: 'no key'});
    expect(existsSync(site.cacheDir)).toBe(false);
    site.state.key = 'before';
    site.state.duringBuild = () => {
      site.state.key = 'after';
    };
    expect(await site.run()).toEqual({placed: false, exitCode: 0, kept: 'inputs changed'});
    expect(existsSync(site.cacheDir)).toBe(false);
    site.state.duringBuild = () => {};
    expect(await site.run()).toEqual({placed: false, exitCode: 0, kept: 'kept'});
    expect(site.state.builds).toBe(4);
  });
});
