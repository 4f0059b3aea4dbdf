import {themes} from 'prism-react-renderer';
import {withTokenColours} from './prismThemeColours';

// Prism's github and dracula themes give some tokens less than 4.5:1 against
// the block (or a highlighted line). Each such colour is replaced by a shade of
// the same hue that passes; tests/unit/codeThemes.test.ts measures them all.

/** The code blocks' light theme: github, with darker comments, strings, numbers, keywords and functions. */
export const lightCodeTheme = withTokenColours(themes.github, {
  '#999988': '#666657',
  '#e3116c': '#c40f5d',
  '#36acaa': '#23706f',
  '#00a4db': '#006d91',
  '#d73a49': '#c12736',
});

/** The code blocks' dark theme: dracula, with lighter comments. */
export const darkCodeTheme = withTokenColours(themes.dracula, {'rgb(98, 114, 164)': '#8995ba'});
