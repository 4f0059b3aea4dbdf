import type {LibrarySymbol, SymbolMatch} from './librarySymbol';

/** Symbols named `name`: by qualified name or name, exactly, else without regard to case. */
function symbolsNamed(symbols: readonly LibrarySymbol[], name: string): LibrarySymbol[] {
  const exact = [
    ...symbols.filter((symbol) => symbol.qualifiedName === name),
    ...symbols.filter((symbol) => symbol.qualifiedName !== name && symbol.name === name),
  ];
  if (exact.length > 0) return exact;
  const lower = name.toLowerCase();
  return [
    ...symbols.filter((symbol) => symbol.qualifiedName.toLowerCase() === lower),
    ...symbols.filter(
      (symbol) =>
        symbol.qualifiedName.toLowerCase() !== lower && symbol.name.toLowerCase() === lower,
    ),
  ];
}

/**
 * The symbols a name refers to. A name is compared with qualified names and
 * plain names, exactly and then without regard to case; every symbol of the
 * first step that matches is returned (the same name may be exported by both
 * libraries). When no symbol has the name and it has the form
 * `Owner.member`, the owner's matches are returned with `member` set; whether
 * the member exists is only known once the page is read. A trailing `()` is
 * ignored. An empty array means nothing matched.
 */
export function findSymbols(symbols: readonly LibrarySymbol[], name: string): SymbolMatch[] {
  const wanted = name.trim().replace(/\(\)$/, '');
  if (wanted === '') return [];
  const direct = symbolsNamed(symbols, wanted);
  if (direct.length > 0) return direct.map((symbol) => ({symbol}));
  const dot = wanted.lastIndexOf('.');
  if (dot <= 0 || dot === wanted.length - 1) return [];
  const member = wanted.slice(dot + 1);
  return symbolsNamed(symbols, wanted.slice(0, dot)).map((symbol) => ({symbol, member}));
}
