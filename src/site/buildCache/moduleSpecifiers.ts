/** A module a source file names, and whether it names it for its types only. */
export type ModuleSpecifier = {specifier: string; typeOnly: boolean};

/** An import or re-export with a `from` clause; the group before the specifier is `type ` for types only. */
const FROM_CLAUSE = /^\s*(?:import|export)\s+(type\s+)?[^;'"]*?\sfrom\s+['"]([^'"]+)['"]/gm;
/** An import for its effects alone (`import './styles.css'`). */
const BARE_IMPORT = /^\s*import\s+['"]([^'"]+)['"]/gm;
/** A dynamic `import()`, `require()` or `require.resolve()` of a literal specifier. */
const CALLED_IMPORT = /(?:\bimport|\brequire(?:\.resolve)?)\(\s*['"]([^'"]+)['"]\s*\)/g;

/**
 * Every module `source` names in an import, a re-export, an import for its
 * effects or a call of `import()` or `require()` with a literal specifier,
 * in that order and as written. Read from the text, without a parser: a
 * specifier in a comment or a string that looks like one of those counts
 * too, so callers that need exactness resolve what they get.
 */
export function moduleSpecifiers(source: string): ModuleSpecifier[] {
  return [
    ...[...source.matchAll(FROM_CLAUSE)].map(([, type, specifier = '']) => ({
      specifier,
      typeOnly: type !== undefined,
    })),
    ...[...source.matchAll(BARE_IMPORT), ...source.matchAll(CALLED_IMPORT)].map(
      ([, specifier = '']) => ({specifier, typeOnly: false}),
    ),
  ];
}

/** The package a bare specifier names: `@scope/name` or `name`, without a path inside it. */
export function packageOfSpecifier(specifier: string): string {
  const parts = specifier.split('/');
  return (specifier.startsWith('@') ? parts.slice(0, 2) : parts.slice(0, 1)).join('/');
}
