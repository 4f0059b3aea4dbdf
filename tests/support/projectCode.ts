import {existsSync} from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import {listFiles} from './listFiles';

/** TypeScript and JavaScript in every module flavour the project writes. */
export const SCRIPT_EXTENSIONS = ['.ts', '.tsx', '.mts', '.cts', '.js', '.mjs', '.cjs'];

/** Where the project's own code lives, and its configuration files at the root. */
const CODE_FOLDERS = ['src', 'scripts', 'tests', 'bench'];
const ROOT_CODE_FILES = [
  'docusaurus.config.ts',
  'sidebars.ts',
  'vitest.config.mts',
  'eslint.config.mjs',
];

/**
 * Output folders that hold generated code or installed packages, not the
 * project's own: `generated/` is what a build writes beside its site (the
 * validation fixture's), ignored by git as the others are.
 */
export const GENERATED = /(^|\/)(node_modules|build|\.docusaurus|generated)\//;

/**
 * The project's own code files under `projectDir` whose names end with one
 * of `extensions`: everything in `src/`, `scripts/`, `tests/` and `bench/`
 * and the root configuration, as sorted paths relative to `projectDir`,
 * leaving out build output and installed packages.
 */
export function projectCodeFiles(
  projectDir: string,
  extensions: readonly string[] = SCRIPT_EXTENSIONS,
): string[] {
  return [
    ...CODE_FOLDERS.filter((folder) => existsSync(path.join(projectDir, folder))).flatMap(
      (folder) => listFiles(projectDir, folder, extensions),
    ),
    ...ROOT_CODE_FILES.filter(
      (file) =>
        extensions.some((extension) => file.endsWith(extension)) &&
        existsSync(path.join(projectDir, file)),
    ),
  ].filter((file) => !GENERATED.test(file));
}

/** How TypeScript should parse `file`, by its extension. */
export function scriptKind(file: string): ts.ScriptKind {
  if (file.endsWith('.tsx')) return ts.ScriptKind.TSX;
  if (/\.[cm]?js$/.test(file)) return ts.ScriptKind.JS;
  return ts.ScriptKind.TS;
}
