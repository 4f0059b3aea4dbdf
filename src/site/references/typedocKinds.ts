/*
 * How TypeDoc, through typedoc-plugin-markdown's "kind" router, names the
 * kinds of the symbols it documents: the words before a page's title
 * ("Class: Scene", "Type Alias: AssetRef<T>") and the folder each kind's
 * pages go in. Search, the MCP server's symbol tools and the links from
 * written pages into the references read them here. It imports nothing, so
 * the browser can bundle it.
 */

/** What a symbol is, in the MCP server's words. */
export type SymbolKind =
  'class' | 'interface' | 'function' | 'type' | 'variable' | 'enumeration' | 'namespace';

/** The words TypeDoc titles a page with, in lower case, and the kind each stands for. */
export const TITLE_KINDS: Readonly<Record<string, SymbolKind>> = {
  class: 'class',
  'abstract class': 'class',
  interface: 'interface',
  function: 'function',
  'type alias': 'type',
  variable: 'variable',
  enumeration: 'enumeration',
  namespace: 'namespace',
  module: 'namespace',
};

/** The folder the router puts each kind's pages in, and the kind it holds. */
export const KIND_FOLDERS = {
  classes: 'class',
  interfaces: 'interface',
  functions: 'function',
  types: 'type',
  variables: 'variable',
  enums: 'enumeration',
  modules: 'namespace',
} as const satisfies Record<string, SymbolKind>;

/** A folder of `KIND_FOLDERS`. */
export type KindFolder = keyof typeof KIND_FOLDERS;
