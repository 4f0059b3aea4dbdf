import ts from 'typescript';
import {declarationProgram, moduleOfFile, resolvedExports} from './declarationProgram';
import type {KindFolder} from './typedocKinds';

/** TypeDoc's `externalSymbolLinkMappings`: package → exported name → URL. */
export type SymbolLinks = Record<string, Record<string, string>>;

/** The folder the TypeDoc "kind" router puts each kind of export in. */
export function kindFolder(symbol: ts.Symbol): KindFolder | undefined {
  const flags = symbol.flags;
  if (flags & ts.SymbolFlags.Class) return 'classes';
  if (flags & ts.SymbolFlags.Interface) return 'interfaces';
  if (flags & ts.SymbolFlags.TypeAlias) return 'types';
  if (flags & ts.SymbolFlags.Function) return 'functions';
  if (flags & ts.SymbolFlags.Enum) return 'enums';
  if (flags & (ts.SymbolFlags.ValueModule | ts.SymbolFlags.NamespaceModule)) return 'modules';
  if (flags & ts.SymbolFlags.Variable) return 'variables';
  return undefined;
}

/** The npm package a declaration file belongs to, read from its node_modules path. */
export function packageOfFile(fileName: string): string | undefined {
  const match = /node_modules\/((?:@[^/]+\/)?[^/]+)\//.exec(fileName.split('\\').join('/'));
  return match?.[1];
}

/**
 * Lists the exports of a library's entry declaration file with the URL of
 * their generated reference page, keyed by the package that declares them,
 * so that another reference (livelink.react's) can link its types to
 * livelink.js's pages instead of printing them as plain text.
 */
export function libraryExportLinks(
  entryDeclarationFile: string,
  referenceBaseUrl: string,
): SymbolLinks {
  const program = declarationProgram(entryDeclarationFile);
  const moduleSymbol = moduleOfFile(program, entryDeclarationFile);
  const links: SymbolLinks = {};
  const exports = moduleSymbol ? resolvedExports(program.getTypeChecker(), moduleSymbol) : [];
  for (const {name, target} of exports) {
    const folder = kindFolder(target);
    const declarationFile = target.declarations?.[0]?.getSourceFile().fileName;
    const packageName = declarationFile ? packageOfFile(declarationFile) : undefined;
    if (!folder || !packageName) {
      continue;
    }
    links[packageName] ??= {};
    links[packageName][name] = `${referenceBaseUrl}/${folder}/${name}`;
  }
  return links;
}
