import type {LibraryName, LibraryPackage} from '../../site/references/packageReferences';
import type {SymbolKind} from '../../site/references/typedocKinds';

/*
 * The exported symbols of livelink.js and livelink.react, read from the
 * Markdown twins of their TypeDoc pages in the built site (one page per
 * symbol, `build/references/<library>/<kind folder>/<name>.md`).
 */

/** What a symbol is, from its page title. */
export type {SymbolKind};

/** One exported symbol of a library and where its reference lives. */
export type LibrarySymbol = {
  /** The name as declared, such as `Livelink` or `CodecType`. */
  name: string;
  /**
   * The name with its namespace, such as `Enums.CodecType`; the same as
   * `name` for a top-level export. It tells apart symbols that share a
   * `name`, such as the class `Scene` and the type `Assets.Scene`.
   */
  qualifiedName: string;
  kind: SymbolKind;
  /** Whether the page marks the whole symbol as deprecated. */
  deprecated: boolean;
  library: LibraryName;
  package: LibraryPackage;
  /** Site path of the reference page; its Markdown twin is this path plus `.md`. */
  url: string;
  /** The Markdown twin, relative to the build folder, with `/` separators. */
  markdownFile: string;
};

/** A symbol found by name, and the member asked for when the name was `Owner.member`. */
export type SymbolMatch = {symbol: LibrarySymbol; member?: string};
