import './manualPrism';
import Prism from 'prismjs/components/prism-core';
import 'prismjs/components/prism-markup';
import 'prismjs/components/prism-clike';
import 'prismjs/components/prism-regex';
import 'prismjs/components/prism-javascript';
import 'prismjs/components/prism-jsx';
import 'prismjs/components/prism-typescript';
import 'prismjs/components/prism-tsx';
import clsx from 'clsx';
import type {CSSProperties, ReactNode} from 'react';
import {normalizeTokens, type LineToken} from './normalizeTokens';

/*
 * Stands in for `prism-react-renderer` in the site's bundles (see
 * `../index.ts`). That package bundles Prism with some forty languages,
 * 25 KB gzipped on every page; the site highlights TypeScript, JSX and
 * the languages listed in `prism.additionalLanguages`. This module exports
 * what Docusaurus's theme imports from it, `Highlight` and `Prism`, with
 * the same props, the same render-prop arguments and the same markup.
 */

export {Prism};

/** A Prism theme as Docusaurus passes it: base colours, and styles per token type. */
type PrismTheme = {
  plain: CSSProperties;
  styles: {types: string[]; style: CSSProperties; languages?: string[]}[];
};

type LineProps = {line: LineToken[]; className?: string; style?: CSSProperties};
type TokenProps = {token: LineToken; className?: string; style?: CSSProperties};

/** What `Highlight` hands its child function. */
export type RenderProps = {
  tokens: LineToken[][];
  className: string;
  style: CSSProperties;
  getLineProps: (props: LineProps) => {className: string; style?: CSSProperties};
  getTokenProps: (props: TokenProps) => {
    className: string;
    style?: CSSProperties;
    children: string;
  };
};

/** The theme's style for each token type, for `language`, plus `root` and `plain`. */
function styleByType(theme: PrismTheme, language: string): Record<string, CSSProperties> {
  const byType: Record<string, CSSProperties> = {};
  for (const {types, style, languages} of theme.styles) {
    if (languages && !languages.includes(language)) continue;
    for (const type of types) byType[type] = {...byType[type], ...style};
  }
  byType.root = theme.plain;
  byType.plain = {...theme.plain, backgroundColor: undefined};
  return byType;
}

/** Prism's tokens for `code`, in lines; one plain line per line when Prism lacks the language. */
function tokenize(prism: typeof Prism, code: string, language: string): LineToken[][] {
  const grammar = prism.languages[language];
  if (!grammar) return normalizeTokens([code]);
  const environment = {code, grammar, language, tokens: [] as (string | Prism.Token)[]};
  prism.hooks.run('before-tokenize', environment);
  environment.tokens = prism.tokenize(code, grammar);
  prism.hooks.run('after-tokenize', environment);
  return normalizeTokens(environment.tokens);
}

/** Highlights `code` with Prism and lets `children` lay out its lines and tokens. */
export function Highlight({
  code,
  language: requestedLanguage,
  theme,
  prism = Prism,
  children,
}: {
  code: string;
  language: string;
  theme: PrismTheme;
  prism?: typeof Prism;
  children: (props: RenderProps) => ReactNode;
}): ReactNode {
  const language = requestedLanguage.toLowerCase();
  const styles = styleByType(theme, language);
  // Not memoised: a code block re-renders only when its word wrap toggles.
  const tokens = tokenize(prism, code, language);
  const styleOf = ({types, empty}: LineToken): CSSProperties | undefined => {
    const block = empty ? {display: 'inline-block'} : undefined;
    if (types.length === 1 && types[0] === 'plain') return block;
    if (types.length === 1 && empty) return styles[types[0] ?? ''];
    return Object.assign({}, block, ...types.map((type) => styles[type]));
  };
  return children({
    tokens,
    className: `prism-code language-${language}`,
    style: styles.root ?? {},
    getLineProps: ({className, style}) => ({
      className: clsx('token-line', className),
      style: style ? {...styles.plain, ...style} : styles.plain,
    }),
    getTokenProps: ({token, className, style, ...rest}) => {
      const tokenStyle = styleOf(token);
      return {
        ...rest,
        className: clsx('token', ...token.types, className),
        children: token.content,
        style: style ? {...tokenStyle, ...style} : tokenStyle,
      };
    },
  });
}
