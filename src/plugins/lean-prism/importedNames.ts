import {escapeRegExp} from '../../site/escapeRegExp';

/**
 * The names a module's source imports from `specifier` with static ES
 * import declarations (`import {A, B as C} from '…'`). Used on Docusaurus's
 * own compiled theme files, which import that way.
 */
export function importedNames(source: string, specifier: string): string[] {
  const quoted = escapeRegExp(specifier);
  const declaration = new RegExp(`import\\s*\\{([^}]*)\\}\\s*from\\s*['"]${quoted}['"]`, 'g');
  const names: string[] = [];
  for (const match of source.matchAll(declaration)) {
    for (const part of (match[1] ?? '').split(',')) {
      const name = part.trim().split(/\s+as\s+/)[0];
      if (name) names.push(name);
    }
  }
  return names;
}
