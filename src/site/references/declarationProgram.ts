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

/** The module a declaration file of `program` is, if the program holds it. */
export function moduleOfFile(program: ts.Program, file: string): ts.Symbol | undefined {
  const source = program.getSourceFile(file);
  return source ? program.getTypeChecker().getSymbolAtLocation(source) : undefined;
}

/**
 * The exports of a module, each with its name and the symbol it stands for:
 * an export written as a re-export or an alias is followed to its
 * declaration.
 */
export function resolvedExports(
  checker: ts.TypeChecker,
  moduleSymbol: ts.Symbol,
): {name: string; target: ts.Symbol}[] {
  return checker.getExportsOfModule(moduleSymbol).map((exported) => ({
    name: exported.name,
    target: exported.flags & ts.SymbolFlags.Alias ? checker.getAliasedSymbol(exported) : exported,
  }));
}
