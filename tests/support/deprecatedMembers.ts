import ts from 'typescript';
import {
  declarationProgram,
  moduleOfFile,
  resolvedExports,
} from '../../src/site/references/declarationProgram';
import {packageOfFile} from '../../src/site/references/libraryExportLinks';

/** An export, or a member of one, that its package marks `@deprecated`. */
export type DeprecatedMember = {
  /** `Scene.findEntitiesByNames`, or the export's own name when it is deprecated itself. */
  qualifiedName: string;
  /** The name a page would write: `findEntitiesByNames`. */
  name: string;
};

function isDeprecated(symbol: ts.Symbol, checker: ts.TypeChecker): boolean {
  return symbol.getJsDocTags(checker).some((tag) => tag.name === 'deprecated');
}

/** Whether a symbol is declared by the package itself, not inherited from the DOM or TypeScript's libraries. */
function declaredIn(symbol: ts.Symbol, packageName: string): boolean {
  return (symbol.declarations ?? []).some(
    (declaration) => packageOfFile(declaration.getSourceFile().fileName) === packageName,
  );
}

/**
 * Every export of a library's entry declaration file, and every member of
 * its classes, interfaces and object types, that the package itself marks
 * `@deprecated` (members inherited from the DOM's types are left to MDN).
 * Namespaces are walked too, so `Events.X` counts.
 */
export function deprecatedMembers(entryDeclarationFile: string): DeprecatedMember[] {
  const program = declarationProgram(entryDeclarationFile);
  const checker = program.getTypeChecker();
  const entryModule = moduleOfFile(program, entryDeclarationFile);
  const packageName = packageOfFile(entryDeclarationFile) ?? '';
  const found = new Map<string, DeprecatedMember>();
  const visit = (moduleSymbol: ts.Symbol, prefix: string) => {
    for (const {name, target} of resolvedExports(checker, moduleSymbol)) {
      const qualifiedName = `${prefix}${name}`;
      if (isDeprecated(target, checker) && declaredIn(target, packageName)) {
        found.set(qualifiedName, {qualifiedName, name});
      }
      if (target.flags & ts.SymbolFlags.Namespace) visit(target, `${qualifiedName}.`);
      const types: ts.Type[] = [];
      if (
        target.flags &
        (ts.SymbolFlags.Class | ts.SymbolFlags.Interface | ts.SymbolFlags.TypeAlias)
      ) {
        types.push(checker.getDeclaredTypeOfSymbol(target));
      }
      if (target.flags & ts.SymbolFlags.Class) types.push(checker.getTypeOfSymbol(target));
      for (const member of types.flatMap((type) => checker.getPropertiesOfType(type))) {
        if (!isDeprecated(member, checker) || !declaredIn(member, packageName)) continue;
        const memberName = `${qualifiedName}.${member.name}`;
        found.set(memberName, {qualifiedName: memberName, name: member.name});
      }
    }
  };
  if (entryModule) visit(entryModule, '');
  return [...found.values()].sort((a, b) => a.qualifiedName.localeCompare(b.qualifiedName));
}
