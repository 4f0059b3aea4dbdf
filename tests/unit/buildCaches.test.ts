import {
  appendFileSync,
  cpSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  statSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs';
import path from 'node:path';
import {brotliDecompressSync} from 'node:zlib';
import type {LoadContext} from '@docusaurus/types';
import {describe, expect, it} from 'vitest';
import {precompressBuild} from '../../src/deploy/precompress';
import {builtSiteKey, pageReadingKey} from '../../src/plugins/built-pages/builtSiteKey';
import {typedocInputsKey} from '../../src/plugins/cached-typedoc/typedocInputsKey';
import pluginEntityComponents, {
  ENTITY_COMPONENTS_OUT_DIR,
} from '../../src/plugins/entity-components';
import {keepOutputs, restoreOutputs} from '../../src/site/buildCache/keptOutputs';
import {restApiPagesKey} from '../../src/site/restApi/restApiPagesKey';
import {scratchFolder} from '../support/scratchFolder';

/**
 * Appends `text` to a file the test expects to exist: appending alone would
 * create a renamed file anew, and the test would edit what no key reads.
 */
function editExisting(file: string, text: string): void {
  if (!statSync(file, {throwIfNoEntry: false})?.isFile()) {
    throw new Error(`${file} is not a file: the test edits one it expects to exist.`);
  }
  appendFileSync(file, text);
}

const siteDir = path.resolve(import.meta.dirname, '../..');

describe('the precompression cache', () => {
  it('reuses the twins of unchanged files, compresses changed ones again, and forgets the rest', async () => {
    const build = scratchFolder('precompress-build-');
    const cacheDir = path.join(scratchFolder('precompress-cache-'), 'cache');
    const page = path.join(build, 'page.html');
    const script = path.join(build, 'main.js');
    writeFileSync(page, '<p>first version of the page</p>\n'.repeat(200));
    writeFileSync(script, 'const unchanged = true;\n'.repeat(200));
    expect((await precompressBuild(build, {cacheDir})).cached).toBe(0);
    expect(readdirSync(cacheDir)).toHaveLength(4);

    const second = '<p>second version of the page</p>\n'.repeat(200);
    writeFileSync(page, second);
    const report = await precompressBuild(build, {cacheDir});
    expect(report.cached).toBe(1);
    expect(brotliDecompressSync(readFileSync(`${page}.br`)).toString()).toBe(second);
    // The first version's twins are gone: the cache holds what the last build needed.
    expect(readdirSync(cacheDir)).toHaveLength(4);
  });

  it('leaves alone what another run is writing into it', async () => {
    const build = scratchFolder('precompress-build-');
    const cacheDir = path.join(scratchFolder('precompress-cache-'), 'cache');
    mkdirSync(cacheDir);
    // A twin another run has begun to write, to rename it into place once written.
    const underway = `${'a'.repeat(64)}.br.99999-0.tmp`;
    writeFileSync(path.join(cacheDir, underway), 'half a twin');
    writeFileSync(path.join(build, 'page.html'), '<p>a page</p>\n'.repeat(200));
    await precompressBuild(build, {cacheDir});
    expect(readdirSync(cacheDir)).toContain(underway);
  });
});

describe('the keys of generated references', () => {
  it('change with the TypeDoc options and with a file the options name', () => {
    const dir = scratchFolder('typedoc-key-');
    symlinkSync(path.join(siteDir, 'node_modules'), path.join(dir, 'node_modules'));
    writeFileSync(path.join(dir, 'readme.md'), '# One');
    const options = {readme: './readme.md', out: './docs/x'};
    const key = typedocInputsKey(dir, ['@3dverse/livelink'], options);
    expect(typedocInputsKey(dir, ['@3dverse/livelink'], options)).toBe(key);
    expect(typedocInputsKey(dir, ['@3dverse/livelink'], {...options, router: 'kind'})).not.toBe(
      key,
    );
    writeFileSync(path.join(dir, 'readme.md'), '# Two');
    expect(typedocInputsKey(dir, ['@3dverse/livelink'], options)).not.toBe(key);
  });

  it('change with the declarations of the library the pages link to, and the code that links them', () => {
    const dir = scratchFolder('typedoc-linked-key-');
    symlinkSync(path.join(siteDir, 'node_modules'), path.join(dir, 'node_modules'));
    writeFileSync(path.join(dir, 'linked.d.ts'), 'export declare class Entity {}');
    writeFileSync(path.join(dir, 'links.ts'), 'export const version = 1;');
    const options = {out: './docs/x', linksTo: {entryPoint: './linked.d.ts'}};
    const packages = ['@3dverse/livelink-react', '@3dverse/livelink'];
    const key = typedocInputsKey(dir, packages, options, ['./links.ts']);
    expect(typedocInputsKey(dir, packages.slice(0, 1), options, ['./links.ts'])).not.toBe(key);
    writeFileSync(path.join(dir, 'linked.d.ts'), 'export declare class Scene {}');
    const afterDeclarations = typedocInputsKey(dir, packages, options, ['./links.ts']);
    expect(afterDeclarations).not.toBe(key);
    // And with the site's code that works the links out.
    writeFileSync(path.join(dir, 'links.ts'), 'export const version = 2;');
    expect(typedocInputsKey(dir, packages, options, ['./links.ts'])).not.toBe(afterDeclarations);
  });

  it('change with the OpenAPI file and with the site code that writes the REST API pages', () => {
    const dir = scratchFolder('rest-api-key-');
    symlinkSync(path.join(siteDir, 'node_modules'), path.join(dir, 'node_modules'));
    cpSync(path.join(siteDir, 'openapi'), path.join(dir, 'openapi'), {recursive: true});
    mkdirSync(path.join(dir, 'src'));
    cpSync(path.join(siteDir, 'src/site'), path.join(dir, 'src/site'), {recursive: true});
    const key = restApiPagesKey(dir);
    expect(restApiPagesKey(dir)).toBe(key);
    const spec = readdirSync(path.join(dir, 'openapi')).find((name) => name.endsWith('.yaml'));
    editExisting(path.join(dir, 'openapi', spec ?? ''), '\n# edited\n');
    const afterSpec = restApiPagesKey(dir);
    expect(afterSpec).not.toBe(key);
    editExisting(path.join(dir, 'src/site/restApi/operationMarkdown.ts'), '\n// edited\n');
    expect(restApiPagesKey(dir)).not.toBe(afterSpec);
  });
});

describe('the entity components page', () => {
  it('is written again only when the package, TypeScript or the code that writes it changes', () => {
    const dir = scratchFolder('entity-components-');
    symlinkSync(path.join(siteDir, 'node_modules'), path.join(dir, 'node_modules'));
    for (const folder of ['src/site', 'src/plugins/entity-components']) {
      cpSync(path.join(siteDir, folder), path.join(dir, folder), {recursive: true});
    }
    const context = {siteDir: dir} as LoadContext;
    const page = path.join(dir, ENTITY_COMPONENTS_OUT_DIR, 'index.mdx');
    pluginEntityComponents(context);
    expect(readFileSync(page, 'utf8')).toContain('slug: /references/entity-components');
    // Up to date: the page is left as it is, even one changed by hand.
    writeFileSync(page, 'left as it was');
    pluginEntityComponents(context);
    expect(readFileSync(page, 'utf8')).toBe('left as it was');
    editExisting(path.join(dir, 'src/plugins/entity-components/categories.ts'), '\n// edited\n');
    pluginEntityComponents(context);
    expect(readFileSync(page, 'utf8')).toContain('slug: /references/entity-components');
    writeFileSync(page, 'left as it was');
    editExisting(path.join(dir, 'src/site/files/filesUnder.ts'), '\n// edited\n');
    pluginEntityComponents(context);
    expect(readFileSync(page, 'utf8')).toContain('slug: /references/entity-components');
  });
});

describe('the cache of the search index and the docs for machines', () => {
  /** A build with a page, an index folder and a twin, as the pass leaves them. */
  const passOutput = () => {
    const build = scratchFolder('built-site-build-');
    mkdirSync(path.join(build, 'pagefind/fragment'), {recursive: true});
    writeFileSync(path.join(build, 'pagefind/pagefind-entry.json'), '{"version":"1"}');
    writeFileSync(path.join(build, 'pagefind/fragment/en_1.pf_fragment'), 'fragment');
    mkdirSync(path.join(build, 'guide'));
    writeFileSync(path.join(build, 'guide/page.md'), '# Page\n');
    writeFileSync(path.join(build, 'llms.txt'), '# Site\n');
    return {build, outputs: ['pagefind', 'guide/page.md', 'llms.txt']};
  };

  it('puts back what the last build kept under the same key, and nothing under another', () => {
    const {build, outputs} = passOutput();
    const cacheDir = path.join(scratchFolder('built-site-cache-'), 'cache');
    keepOutputs(cacheDir, 'first', build, outputs);
    const next = scratchFolder('built-site-next-');
    expect(restoreOutputs(cacheDir, 'other', next)).toBeUndefined();
    expect(restoreOutputs(cacheDir, 'first', next)).toEqual(outputs);
    for (const file of [
      'pagefind/pagefind-entry.json',
      'pagefind/fragment/en_1.pf_fragment',
      'guide/page.md',
      'llms.txt',
    ]) {
      expect(readFileSync(path.join(next, file), 'utf8')).toBe(
        readFileSync(path.join(build, file), 'utf8'),
      );
    }
    // Keeping another result forgets the first: a build needs only the one before it.
    keepOutputs(cacheDir, 'second', build, outputs);
    expect(readdirSync(cacheDir)).toEqual(['second']);
  });

  it('drops a kept result whose files were changed since, instead of placing them', () => {
    const {build, outputs} = passOutput();
    const cacheDir = path.join(scratchFolder('built-site-cache-'), 'cache');
    keepOutputs(cacheDir, 'key', build, outputs);
    const placed = scratchFolder('built-site-placed-');
    expect(restoreOutputs(cacheDir, 'key', placed)).toEqual(outputs);
    // Placed files may share their bytes with the kept ones: a rewrite in place reaches both.
    writeFileSync(path.join(placed, 'llms.txt'), '# Edited by hand\n');
    const next = scratchFolder('built-site-next-');
    writeFileSync(path.join(next, 'earlier.html'), 'an earlier build');
    expect(restoreOutputs(cacheDir, 'key', next, {emptyOutDir: true})).toBeUndefined();
    expect(readdirSync(cacheDir)).toEqual([]);
    // Nothing was placed, so the folder is left as it was.
    expect(readdirSync(next)).toEqual(['earlier.html']);
  });

  /** A site with a vocabulary, one source file, one built page, and no npm record of `node_modules` yet. */
  function builtPagesSite(prefix: string) {
    const dir = scratchFolder(prefix);
    mkdirSync(path.join(dir, 'node_modules'));
    mkdirSync(path.join(dir, 'docs'));
    mkdirSync(path.join(dir, 'src/plugins'), {recursive: true});
    mkdirSync(path.join(dir, 'build'));
    const write = (file: string, text: string) => writeFileSync(path.join(dir, file), text);
    write('docs/_vocabulary.yml', 'synonyms: []\n');
    write('src/plugins/pass.ts', 'export const pass = 1;\n');
    write('build/index.html', '<h1>Home</h1>');
    return {dir, write, site: {title: 'Site', tagline: '', url: 'https://example.invalid'}};
  }

  it('has a key that changes with a page, the vocabulary, the site code, the packages, the maths font and Pagefind settings', () => {
    const {dir, write, site} = builtPagesSite('built-site-key-');
    const key = (environment: NodeJS.ProcessEnv = {}, mathsFontCharacters = '+x') => {
      const reading = pageReadingKey(dir, {site, restApi: null});
      const pages = {files: ['index.html'], mathsFontCharacters};
      return reading && builtSiteKey(dir, reading, path.join(dir, 'build'), pages, environment);
    };
    // Without npm's record of node_modules, a changed package could not be seen: nothing is kept.
    expect(key()).toBeUndefined();
    write('node_modules/.package-lock.json', '{"packages":{}}');
    const keys = new Set([key()]);
    expect(key()).toBe([...keys][0]);
    for (const [file, text] of [
      ['build/index.html', '<h1>Home, edited</h1>'],
      ['docs/_vocabulary.yml', 'synonyms: [[a, b]]\n'],
      ['src/plugins/pass.ts', 'export const pass = 2;\n'],
      ['node_modules/.package-lock.json', '{"packages":{"x":{}}}'],
    ] as const) {
      write(file, text);
      keys.add(key());
    }
    keys.add(key({PAGEFIND_FORCE_LANGUAGE: 'fr'}));
    expect(key({OTHER_SETTING: 'on'})).toBe([...keys].at(-2));
    keys.add(key({}, '+xθ'));
    expect(keys.size).toBe(7);
  });

  it('has a page reading key that changes with the site code, the packages and the site, not with the pages', () => {
    const {dir, write, site} = builtPagesSite('page-reading-key-');
    const key = (url = site.url) => pageReadingKey(dir, {site: {...site, url}, restApi: null});
    expect(key()).toBeUndefined();
    write('node_modules/.package-lock.json', '{"packages":{}}');
    const first = key();
    // What a page's own document stands for: its HTML, the list of pages and the vocabulary.
    write('build/index.html', '<h1>Home, edited</h1>');
    write('docs/_vocabulary.yml', 'synonyms: [[a, b]]\n');
    expect(key()).toBe(first);
    const keys = new Set([first, key('https://other.invalid')]);
    write('src/plugins/pass.ts', 'export const pass = 2;\n');
    keys.add(key());
    write('node_modules/.package-lock.json', '{"packages":{"x":{}}}');
    keys.add(key());
    expect(keys.size).toBe(4);
  });
});
