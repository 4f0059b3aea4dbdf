import {cpSync, mkdirSync, writeFileSync} from 'node:fs';
import path from 'node:path';
import {describe, expect, it} from 'vitest';
import {
  TYPEDOC_GENERATORS,
  typedocInputsKey,
} from '../../src/plugins/cached-typedoc/typedocInputsKey';
import {importedPackages} from '../../src/site/buildCache/importedPackages';
import {filesUnder} from '../../src/site/files/filesUnder';
import {restApiPagesKey} from '../../src/site/restApi/restApiPagesKey';
import {installPackage} from '../support/installPackage';
import {scratchFolder} from '../support/scratchFolder';

/* The packages the keys of the generated references cover: every one whose code or types they hold. */
const siteDir = path.resolve(import.meta.dirname, '../..');

describe('the packages a generator imports', () => {
  it('are those its files import values from, loaded or not, without types, paths inside them, or Node', () => {
    const dir = scratchFolder('imported-packages-');
    const file = path.join(dir, 'generator.ts');
    writeFileSync(
      file,
      [
        "import {load} from 'js-yaml';",
        "import type {Root} from 'mdast';",
        "import {\n  toMarkdown,\n} from 'mdast-util-to-markdown';",
        "import {utils} from '@scope/tools/inner';",
        "import {readFileSync} from 'node:fs';",
        "import {helper} from './helper';",
        "export {x} from 'exported-package';",
        "export type {Y} from 'types-only';",
        "import 'loaded-for-effects';",
        // In two pieces, so that the dependency test's reading of this file finds no import here.
        'const {chromium} = await import(' + "'loaded-when-called');",
      ].join('\n'),
    );
    writeFileSync(path.join(dir, 'notes.md'), "import {no} from 'not-code';");
    expect(importedPackages([file, path.join(dir, 'notes.md')])).toEqual([
      '@scope/tools',
      'exported-package',
      'js-yaml',
      'loaded-for-effects',
      'loaded-when-called',
      'mdast-util-to-markdown',
    ]);
  });
});

describe('the key of the REST API pages', () => {
  it('changes with the version of a package the site code that writes them imports', () => {
    const dir = scratchFolder('rest-api-packages-key-');
    cpSync(path.join(siteDir, 'openapi'), path.join(dir, 'openapi'), {recursive: true});
    mkdirSync(path.join(dir, 'src'));
    cpSync(path.join(siteDir, 'src/site'), path.join(dir, 'src/site'), {recursive: true});
    const packages = importedPackages(filesUnder(path.join(dir, 'src/site')));
    expect(packages).toContain('js-yaml');
    for (const name of ['docusaurus-plugin-openapi-docs', ...packages]) {
      installPackage(dir, name, '1.0.0');
    }
    const key = restApiPagesKey(dir);
    installPackage(dir, 'js-yaml', '1.0.1');
    expect(restApiPagesKey(dir)).not.toBe(key);
  });
});

describe('the key of a TypeDoc reference', () => {
  it('changes with the packages the documented one depends on, and with the theme the plugin adds', () => {
    const dir = scratchFolder('typedoc-packages-key-');
    for (const name of TYPEDOC_GENERATORS) installPackage(dir, name, '1.0.0');
    installPackage(dir, '@3dverse/livelink', '1.0.0', {
      dependencies: {'@3dverse/livelink.core': '^1.0.0'},
      peerDependencies: {react: '>=18'},
    });
    installPackage(dir, '@3dverse/livelink.core', '1.0.0');
    const key = () => typedocInputsKey(dir, ['@3dverse/livelink'], {out: './docs/x'});
    const first = key();
    installPackage(dir, '@3dverse/livelink.core', '1.0.1');
    const afterCore = key();
    expect(afterCore).not.toBe(first);
    // A peer that is installed counts; one that is not was left out.
    installPackage(dir, 'react', '19.0.0');
    const afterPeer = key();
    expect(afterPeer).not.toBe(afterCore);
    installPackage(dir, 'typedoc-docusaurus-theme', '1.0.1');
    expect(key()).not.toBe(afterPeer);
  });

  it('changes with a helper one of the site’s TypeDoc plugins imports, however deep', () => {
    const dir = scratchFolder('typedoc-plugin-helpers-key-');
    for (const name of TYPEDOC_GENERATORS) installPackage(dir, name, '1.0.0');
    installPackage(dir, '@3dverse/livelink', '1.0.0');
    mkdirSync(path.join(dir, 'plugins/helpers'), {recursive: true});
    const write = (file: string, text: string) => writeFileSync(path.join(dir, file), text);
    write(
      'plugins/head.mjs',
      "import {tidy} from './helpers/tidy.mjs';\nexport const load = tidy;\n",
    );
    write('plugins/helpers/tidy.mjs', "export {trim as tidy} from './trim.mjs';\n");
    write('plugins/helpers/trim.mjs', 'export const trim = (text) => text.trim();\n');
    const key = () =>
      typedocInputsKey(dir, ['@3dverse/livelink'], {
        out: './docs/x',
        plugin: ['./plugins/head.mjs'],
      });
    const first = key();
    write('plugins/helpers/trim.mjs', 'export const trim = (text) => text;\n');
    const afterDeepHelper = key();
    expect(afterDeepHelper).not.toBe(first);
    write('plugins/helpers/tidy.mjs', "export {trim as tidy} from './trim.mjs'; // tidied\n");
    expect(key()).not.toBe(afterDeepHelper);
  });
});
