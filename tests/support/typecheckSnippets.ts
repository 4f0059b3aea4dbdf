import path from 'node:path';
import ts from 'typescript';

/** One source file to type-check, given by its virtual path and its text. */
export type Snippet = {fileName: string; code: string};

/** The compiler options a reader's project would plausibly use. */
const snippetCompilerOptions: ts.CompilerOptions = {
  strict: true,
  noEmit: true,
  target: ts.ScriptTarget.ES2022,
  module: ts.ModuleKind.ESNext,
  moduleResolution: ts.ModuleResolutionKind.Bundler,
  jsx: ts.JsxEmit.ReactJSX,
  lib: ['lib.es2022.d.ts', 'lib.dom.d.ts', 'lib.dom.iterable.d.ts'],
  types: ['node'],
  skipLibCheck: true,
  esModuleInterop: true,
  resolveJsonModule: true,
  noUnusedLocals: false,
  allowImportingTsExtensions: false,
};

/**
 * Type-checks snippets as modules of one program rooted at `projectDir`, so
 * their imports resolve against the project's installed (pinned) packages.
 * Returns the formatted diagnostics of each snippet, keyed by file name.
 */
export function typecheckSnippets(
  projectDir: string,
  snippets: readonly Snippet[],
): Map<string, string[]> {
  const virtual = new Map(
    snippets.map((snippet) => [path.resolve(projectDir, snippet.fileName), snippet.code]),
  );
  if (virtual.size !== snippets.length) {
    throw new Error('Two snippets share a file name, so one of them would never be checked.');
  }
  const host = ts.createCompilerHost(snippetCompilerOptions, true);
  const readFile = host.readFile.bind(host);
  const fileExists = host.fileExists.bind(host);
  const getSourceFile = host.getSourceFile.bind(host);
  host.readFile = (file) => virtual.get(path.resolve(file)) ?? readFile(file);
  host.fileExists = (file) => virtual.has(path.resolve(file)) || fileExists(file);
  // Module resolution looks for a folder before the file in it, and snippet folders are virtual too.
  const directoryExists = host.directoryExists?.bind(host);
  host.directoryExists = (directory) => {
    const prefix = path.resolve(directory) + path.sep;
    return (
      [...virtual.keys()].some((file) => file.startsWith(prefix)) ||
      (directoryExists?.(directory) ?? true)
    );
  };
  host.getSourceFile = (file, language, onError, shouldCreate) => {
    const text = virtual.get(path.resolve(file));
    return text === undefined
      ? getSourceFile(file, language, onError, shouldCreate)
      : ts.createSourceFile(file, text, language, true);
  };
  host.getCurrentDirectory = () => projectDir;

  const program = ts.createProgram([...virtual.keys()], snippetCompilerOptions, host);
  const results = new Map<string, string[]>();
  for (const [absolute] of virtual) {
    const sourceFile = program.getSourceFile(absolute);
    if (!sourceFile) throw new Error(`${absolute} is not part of the program it was checked in.`);
    const diagnostics = [
      ...program.getSyntacticDiagnostics(sourceFile),
      ...program.getSemanticDiagnostics(sourceFile),
    ];
    results.set(
      path.relative(projectDir, absolute),
      diagnostics.map((diagnostic) => {
        const message = ts.flattenDiagnosticMessageText(diagnostic.messageText, '\n');
        if (diagnostic.file && diagnostic.start !== undefined) {
          const {line, character} = diagnostic.file.getLineAndCharacterOfPosition(diagnostic.start);
          return `${line + 1}:${character + 1} ${message}`;
        }
        return message;
      }),
    );
  }
  return results;
}
