import {existsSync, mkdirSync, readFileSync, writeFileSync} from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import {describe, expect, it} from 'vitest';
import {listFiles} from '../support/listFiles';
import {scratchFolder} from '../support/scratchFolder';

/*
 * Modules that import each other, even for types only, are two halves of one
 * idea or a type living in the wrong module; either way they cannot be read,
 * tested or moved apart. Every import counts: static, type-only, re-exports
 * and dynamic `import()`. Imports TypeScript resolves to no file (`@theme/…`
 * aliases, stylesheets, packages) are not edges.
 */

const siteDir = path.resolve(import.meta.dirname, '../..');
const SOURCE_EXTENSIONS = ['.ts', '.tsx', '.mts', '.cts', '.js', '.mjs', '.cjs'];
/** Where the project's code lives. */
const SOURCE_FOLDERS = ['src', 'scripts', 'bench'];
const ROOT_FILES = ['docusaurus.config.ts', 'sidebars.ts'];

/** The compiler options of the project's tsconfig, which say how imports resolve (`@site/*`…). */
function projectCompilerOptions(projectDir: string): ts.CompilerOptions {
  const configFile = path.join(projectDir, 'tsconfig.json');
  const {config, error} = ts.readConfigFile(configFile, (file) => ts.sys.readFile(file));
  if (error) throw new Error(ts.flattenDiagnosticMessageText(error.messageText, '\n'));
  return ts.parseJsonConfigFileContent(config, ts.sys, projectDir, undefined, configFile).options;
}

/** The files of the project, besides node_modules, that `file` imports, as absolute paths. */
function importedFiles(file: string, options: ts.CompilerOptions): string[] {
  const isJavaScript = /\.[cm]?js$/.test(file);
  const {importedFiles: imports} = ts.preProcessFile(
    readFileSync(file, 'utf8'),
    true,
    isJavaScript,
  );
  return imports.flatMap(({fileName}) => {
    const resolved = ts.resolveModuleName(fileName, file, options, ts.sys).resolvedModule;
    if (!resolved || resolved.isExternalLibraryImport || resolved.extension === ts.Extension.Dts) {
      return [];
    }
    return [path.resolve(resolved.resolvedFileName)];
  });
}

/**
 * The import graph reachable from `entries`, following imports into any file
 * of the project (a cycle may pass through a file outside the folders listed).
 */
function importGraph(
  entries: readonly string[],
  options: ts.CompilerOptions,
): Map<string, string[]> {
  const graph = new Map<string, string[]>();
  const pending = [...entries];
  for (let file = pending.pop(); file !== undefined; file = pending.pop()) {
    if (graph.has(file)) continue;
    const imported = [...new Set(importedFiles(file, options))];
    graph.set(file, imported);
    pending.push(...imported.filter((next) => !graph.has(next)));
  }
  return graph;
}

/**
 * The strongly connected components of a graph with more than one file, or
 * one file that imports itself (Tarjan's algorithm, iterative so that a long
 * import chain cannot overflow the stack).
 */
function tangledComponents(graph: ReadonlyMap<string, readonly string[]>): string[][] {
  const index = new Map<string, number>();
  const lowLink = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const components: string[][] = [];
  let counter = 0;
  for (const root of graph.keys()) {
    if (index.has(root)) continue;
    const work: {file: string; next: number}[] = [{file: root, next: 0}];
    index.set(root, counter);
    lowLink.set(root, counter);
    counter += 1;
    stack.push(root);
    onStack.add(root);
    while (work.length > 0) {
      const frame = work[work.length - 1];
      if (!frame) break;
      const neighbours = graph.get(frame.file) ?? [];
      const neighbour = neighbours[frame.next];
      if (neighbour !== undefined) {
        frame.next += 1;
        if (!index.has(neighbour)) {
          index.set(neighbour, counter);
          lowLink.set(neighbour, counter);
          counter += 1;
          stack.push(neighbour);
          onStack.add(neighbour);
          work.push({file: neighbour, next: 0});
        } else if (onStack.has(neighbour)) {
          lowLink.set(
            frame.file,
            Math.min(lowLink.get(frame.file) ?? 0, index.get(neighbour) ?? 0),
          );
        }
        continue;
      }
      work.pop();
      const parent = work[work.length - 1];
      if (parent) {
        lowLink.set(
          parent.file,
          Math.min(lowLink.get(parent.file) ?? 0, lowLink.get(frame.file) ?? 0),
        );
      }
      if (lowLink.get(frame.file) === index.get(frame.file)) {
        const component: string[] = [];
        for (let member = stack.pop(); member !== undefined; member = stack.pop()) {
          onStack.delete(member);
          component.push(member);
          if (member === frame.file) break;
        }
        const importsItself = (graph.get(frame.file) ?? []).includes(frame.file);
        if (component.length > 1 || importsItself) components.push(component);
      }
    }
  }
  return components;
}

/** A shortest way from the first file of a component back to itself, as `a → b → a`. */
function cycleThrough(
  component: readonly string[],
  graph: ReadonlyMap<string, readonly string[]>,
  projectDir: string,
): string {
  const members = new Set(component);
  const start = [...component].sort()[0] ?? '';
  const cameFrom = new Map<string, string>();
  const queue = [start];
  for (let head = 0; head < queue.length; head += 1) {
    const file = queue[head] ?? '';
    for (const next of graph.get(file) ?? []) {
      if (!members.has(next) || cameFrom.has(next)) continue;
      cameFrom.set(next, file);
      if (next === start) {
        queue.length = 0;
        break;
      }
      queue.push(next);
    }
  }
  const chain = [start];
  for (let file = cameFrom.get(start); file !== undefined && file !== start;) {
    chain.unshift(file);
    file = cameFrom.get(file);
  }
  chain.unshift(start);
  return chain.map((file) => path.relative(projectDir, file).split(path.sep).join('/')).join(' → ');
}

/** The import graph of the project's `folders` and `rootFiles`, and of what they import. */
function projectImportGraph(
  projectDir: string,
  folders: readonly string[],
  rootFiles: readonly string[],
): Map<string, string[]> {
  const entries = [
    ...folders
      .filter((folder) => existsSync(path.join(projectDir, folder)))
      .flatMap((folder) => listFiles(projectDir, folder, SOURCE_EXTENSIONS)),
    ...rootFiles.filter((file) => existsSync(path.join(projectDir, file))),
  ].map((file) => path.resolve(projectDir, file));
  return importGraph(entries, projectCompilerOptions(projectDir));
}

/** Every import cycle among the project's `folders` and `rootFiles`, one per tangle, sorted. */
function importCycles(
  projectDir: string,
  folders: readonly string[],
  rootFiles: readonly string[],
): string[] {
  const graph = projectImportGraph(projectDir, folders, rootFiles);
  return tangledComponents(graph)
    .map((component) => cycleThrough(component, graph, projectDir))
    .sort();
}

describe('import cycles', () => {
  const fixtureDir = scratchFolder('import-cycles-');

  it('are found through type-only imports, re-exports and the project’s path aliases', () => {
    writeFileSync(
      path.join(fixtureDir, 'tsconfig.json'),
      JSON.stringify({compilerOptions: {baseUrl: '.', paths: {'@site/*': ['./*']}}}),
    );
    mkdirSync(path.join(fixtureDir, 'src'));
    const write = (file: string, text: string) =>
      writeFileSync(path.join(fixtureDir, 'src', file), text);
    // A format module and a range module that need each other, as two real ones once did.
    write(
      'format.ts',
      "import {compare} from './ranges';\nexport type Range = [string, string];\n",
    );
    write('ranges.ts', "import type {Range} from '@site/src/format';\nexport const compare = 1;\n");
    write('selfish.ts', "export * from './selfish';\n");
    write('alone.ts', "import {compare} from './ranges';\nexport const alone = compare;\n");
    expect(importCycles(fixtureDir, ['src'], [])).toEqual([
      'src/format.ts → src/ranges.ts → src/format.ts',
      'src/selfish.ts → src/selfish.ts',
    ]);
  });

  it('do not exist among the site’s modules', () => {
    const cycles = importCycles(siteDir, SOURCE_FOLDERS, ROOT_FILES);
    expect(cycles, `import cycles:\n${cycles.join('\n')}`).toEqual([]);
  });
});

describe('the code the site, its scripts and the bench import', () => {
  it('is never test code, so that none of them needs tests/ to run', () => {
    const graph = projectImportGraph(siteDir, SOURCE_FOLDERS, ROOT_FILES);
    const testsDir = path.join(siteDir, 'tests') + path.sep;
    const relative = (file: string) => path.relative(siteDir, file).split(path.sep).join('/');
    const intoTests = [...graph].flatMap(([file, imported]) =>
      file.startsWith(testsDir)
        ? []
        : imported
            .filter((target) => target.startsWith(testsDir))
            .map((target) => `${relative(file)} → ${relative(target)}`),
    );
    expect(intoTests).toEqual([]);
  });
});
