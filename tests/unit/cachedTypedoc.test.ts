import {existsSync, readdirSync, symlinkSync, writeFileSync} from 'node:fs';
import path from 'node:path';
import type {LoadContext} from '@docusaurus/types';
import {describe, expect, it} from 'vitest';
import pluginCachedTypedoc from '../../src/plugins/cached-typedoc/index';
import {scratchFolder} from '../support/scratchFolder';

const siteDir = path.resolve(import.meta.dirname, '../..');

/** A site folder with the project's packages and one declaration file for TypeDoc to read. */
function siteWith(declarations: string): string {
  const dir = scratchFolder('cached-typedoc-');
  symlinkSync(path.join(siteDir, 'node_modules'), path.join(dir, 'node_modules'));
  writeFileSync(path.join(dir, 'index.d.ts'), declarations);
  writeFileSync(
    path.join(dir, 'tsconfig.json'),
    JSON.stringify({
      compilerOptions: {strict: true, noEmit: true, types: []},
      files: ['index.d.ts'],
    }),
  );
  return dir;
}

/** TypeDoc reads paths from the working folder, which a test cannot change: they are absolute. */
const optionsIn = (dir: string) => ({
  id: 'fixture',
  name: 'fixture',
  out: path.join(dir, 'docs/fixture'),
  entryPoints: [path.join(dir, 'index.d.ts')],
  tsconfig: path.join(dir, 'tsconfig.json'),
  readme: 'none',
  documentedPackage: 'typescript',
});

describe('the cached TypeDoc plugin', () => {
  it('fails, and records nothing, when TypeDoc cannot read the declarations', async () => {
    const dir = siteWith('export declare const broken: NoSuchType;\n');
    const context = {siteDir: dir} as LoadContext;
    await expect(pluginCachedTypedoc(context, optionsIn(dir))).rejects.toThrow(
      /TypeDoc wrote no page of the fixture reference/,
    );
    const out = path.join(dir, 'docs/fixture');
    expect(existsSync(out) ? readdirSync(out) : []).toEqual([]);
  });

  it('writes the pages and its stamp when TypeDoc can', async () => {
    const dir = siteWith('/** A number. */\nexport declare const answer: number;\n');
    const plugin = await pluginCachedTypedoc({siteDir: dir} as LoadContext, optionsIn(dir));
    const written = readdirSync(path.join(dir, 'docs/fixture'), {recursive: true}).map(String);
    expect(written).toContain('.generated-from');
    expect(written.some((file) => file.endsWith('.md'))).toBe(true);
    // No `generate-typedoc` command that would find no plugin of its package's name to run.
    expect(plugin.extendCli).toBeUndefined();
  });
});
