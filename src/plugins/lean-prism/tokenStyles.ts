import type {CSSProperties} from 'react';

/** A Prism theme as Docusaurus's config holds it: base colours, and styles per token type. */
export type PrismTheme = {
  plain: CSSProperties;
  styles: {types: string[]; style: CSSProperties; languages?: string[]}[];
};

/** The colour modes the site's code blocks are styled for. */
const COLOUR_MODES = ['light', 'dark'] as const;
export type ColourMode = (typeof COLOUR_MODES)[number];

/** A theme's style for each token type, as `prism-react-renderer` merges it. */
export type ThemeDictionary = Record<string, CSSProperties>;

/** `fontStyle` -> `font-style`. */
function cssPropertyName(name: string): string {
  return name.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`);
}

/** The custom property that carries `property` (as React names it) of a token's style in `mode`. */
export function tokenVariable(mode: ColourMode, property: string): string {
  return `--token-${mode}-${cssPropertyName(property)}`;
}

/**
 * `theme`'s style for each token type in `language`, with `root` and
 * `plain`, merged in the theme's order as `prism-react-renderer` does.
 */
export function themeDictionary(theme: PrismTheme, language: string): ThemeDictionary {
  const byType: ThemeDictionary = {};
  for (const {types, style, languages} of theme.styles) {
    if (languages && !languages.includes(language)) continue;
    for (const type of types) byType[type] = {...byType[type], ...style};
  }
  byType.root = theme.plain;
  byType.plain = {...theme.plain, backgroundColor: undefined};
  return byType;
}

/**
 * The style `prism-react-renderer` gives a token of `types`, layout aside:
 * its types' styles merged in order, a later type winning, and none for a
 * token that is only plain text.
 */
export function tokenStyle(types: readonly string[], dictionary: ThemeDictionary): CSSProperties {
  if (types.length === 1 && types[0] === 'plain') return {};
  return Object.assign({}, ...types.map((type) => dictionary[type]));
}

/**
 * A token's style in every colour mode, as custom properties the token
 * stylesheet reads: the token's markup is then the same in both modes.
 */
export function tokenVariables(
  types: readonly string[],
  dictionaries: Record<ColourMode, ThemeDictionary>,
): Record<string, string> {
  const variables: Record<string, string> = {};
  for (const mode of COLOUR_MODES) {
    for (const [property, value] of Object.entries(tokenStyle(types, dictionaries[mode]))) {
      if (value !== undefined && value !== null)
        variables[tokenVariable(mode, property)] = String(value);
    }
  }
  return variables;
}

/**
 * The CSS that gives highlighted tokens their style in each colour mode,
 * from the custom properties `tokenVariables` puts on them, for every
 * property the configured themes set. A property a token lacks falls back
 * to what it would be without the theme (inherited colour, full opacity).
 */
export function tokenStylesheet(themes: Record<ColourMode, PrismTheme>): string {
  const properties = new Set<string>();
  for (const theme of Object.values(themes)) {
    for (const style of [theme.plain, ...theme.styles.map((entry) => entry.style)]) {
      for (const property of Object.keys(style)) properties.add(property);
    }
  }
  const rule = (mode: ColourMode): string =>
    [...properties]
      .sort()
      .map((property) => `${cssPropertyName(property)}:var(${tokenVariable(mode, property)})`)
      .join(';');
  return `.prism-code .token{${rule('light')}}\n[data-theme='dark'] .prism-code .token{${rule('dark')}}\n`;
}
