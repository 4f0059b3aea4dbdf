import ts from 'typescript';

/**
 * A type-checked program rooted at one published declaration file, with the
 * options the generators share: nothing emitted, libraries not re-checked, no
 * ambient `@types` packages, and module resolution as a bundler does it.
 */
export function declarationProgram(declarationFile: string): ts.Program {
  return ts.createProgram([declarationFile], {
    noEmit: true,
    skipLibCheck: true,
    target: ts.ScriptTarget.ES2022,
    module: ts.ModuleKind.ESNext,
    moduleResolution: ts.ModuleResolutionKind.Bundler,
    types: [],
  });
}
