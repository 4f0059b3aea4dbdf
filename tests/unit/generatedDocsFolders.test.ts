import {readFileSync} from 'node:fs';
import {describe, expect, it} from 'vitest';
import eslintConfig from '../../eslint.config.mjs';
import {generatedDocsFolders} from '../../src/site/references/generatedDocs';

/** The `docs/` folders a list names, each as `docs/…` without its closing slash. */
function docsFolders(entries: readonly string[]): string[] {
  return entries
    .filter((entry) => entry.startsWith('docs/'))
    .map((entry) => entry.replace(/\/$/, ''))
    .sort();
}

/*
 * The generated folders are named by hand in three files that cannot import
 * the project's TypeScript; this keeps them to the one list the build uses.
 */
describe('the generated docs folders', () => {
  const expected = [...generatedDocsFolders].sort();

  it('are the docs folders .gitignore leaves out', () => {
    const lines = readFileSync('.gitignore', 'utf8').split('\n');
    expect(docsFolders(lines.map((line) => line.trim()))).toEqual(expected);
  });

  it('are the docs folders `npm run clean` removes', () => {
    const packageJson = JSON.parse(readFileSync('package.json', 'utf8')) as {
      scripts: Record<string, string>;
    };
    const clean = packageJson.scripts.clean ?? '';
    expect(docsFolders(clean.split(/\s+/))).toEqual(expected);
  });

  it('are the docs folders ESLint leaves out', () => {
    const ignores = (eslintConfig as {ignores?: string[]}[]).flatMap(
      (entry) => entry.ignores ?? [],
    );
    expect(docsFolders(ignores)).toEqual(expected);
  });
});
