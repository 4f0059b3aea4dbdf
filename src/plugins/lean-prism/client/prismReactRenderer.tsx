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
import {dependencyInternalChanged} from '../../../site/dependencyInternals/dependencyInternalChanged';
import {
  cloneElement,
  isValidElement,
  useLayoutEffect,
  useRef,
  useState,
  type CSSProperties,
  type ReactElement,
  type ReactNode,
  type RefObject,
} from 'react';
import {useThemeConfig} from '@docusaurus/theme-common';
import {
  themeDictionary,
  tokenVariables,
  type ColourMode,
  type PrismTheme,
  type ThemeDictionary,
} from '../tokenStyles';
import {isHydrating} from './hydration';
import {normalizeTokens, type LineToken} from './normalizeTokens';
import {linesKey, offerServerLines, takeServerLines} from './serverLines';

/*
 * Stands in for `prism-react-renderer` in the site's bundles (see
 * `../index.ts`). That package bundles Prism with some forty languages,
 * 25 KB gzipped on every page; the site highlights TypeScript, JSX and
 * the languages listed in `prism.additionalLanguages`. This module exports
 * what Docusaurus's theme imports from it, `Highlight` and `Prism`, with
 * the same props, the same render-prop arguments and the same markup,
 * except for the tokens' styles: each token carries its style in both
 * colour modes as custom properties, which a stylesheet reads according to
 * the mode (`../tokenStyles.ts`), so its markup is the same in both.
 *
 * Highlighting a long listing in the browser, and hydrating a React element
 * per line and token, twice since Docusaurus remounts every code block
 * after hydration, was most of the main thread's work on such pages. So a
 * block keeps the lines the server highlighted while React hydrates it, and
 * its remount takes them over (`./serverLines.ts`). Only blocks first
 * rendered in the browser, after client-side navigation, are highlighted
 * there.
 */

export {Prism};

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

/**
 * The layout a token's style gives it apart from colours: the package makes
 * an empty token an inline block, except one of a single type other than plain.
 */
function tokenLayoutStyle({types, empty}: LineToken): CSSProperties | undefined {
  if (!empty) return undefined;
  if (types.length === 1 && types[0] !== 'plain') return undefined;
  return {display: 'inline-block'};
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

type ElementWithChildren = ReactElement<{children?: ReactNode}>;

/**
 * The `<code>` element of a code block laid out as Docusaurus's
 * `CodeBlock/Content` does, `<Pre><Code>{lines}</Code></Pre>`, or undefined
 * when `layout` has another shape.
 */
function codeElementOf(layout: ReactNode): ElementWithChildren | undefined {
  if (!isValidElement<{children?: ReactNode}>(layout)) return undefined;
  const code = layout.props.children;
  if (!isValidElement<{children?: ReactNode}>(code) || !Array.isArray(code.props.children)) {
    return undefined;
  }
  return code;
}

/**
 * `layout` with its `<code>` element's content set to `html` rather than to
 * React elements. With `html` empty, while hydrating, the element keeps what
 * the server wrote: React does not rewrite `dangerouslySetInnerHTML` when
 * hydrating (the static diagrams rely on the same; see
 * `react-hydration-keeps-inner-html` in `src/site/dependencyInternals/dependencyInternals.ts`). Docusaurus's `Code` passes its props on to `<code>`, which
 * `../index.ts` checks when the build starts.
 */
function withLinesAsHtml(
  layout: ReactNode,
  code: ElementWithChildren,
  html: string,
  codeRef: RefObject<HTMLElement | null>,
): ReactNode {
  return cloneElement(
    layout as ElementWithChildren,
    undefined,
    cloneElement(code, {
      children: undefined,
      dangerouslySetInnerHTML: {__html: html},
      suppressHydrationWarning: true,
      ref: codeRef,
    } as Partial<{children?: ReactNode}>),
  );
}

const dictionaries = new WeakMap<PrismTheme, Map<string, ThemeDictionary>>();

/** `theme`'s dictionary for `language`, computed once per theme and language. */
function cachedDictionary(theme: PrismTheme, language: string): ThemeDictionary {
  let byLanguage = dictionaries.get(theme);
  if (!byLanguage) {
    byLanguage = new Map();
    dictionaries.set(theme, byLanguage);
  }
  let dictionary = byLanguage.get(language);
  if (!dictionary) {
    dictionary = themeDictionary(theme, language);
    byLanguage.set(language, dictionary);
  }
  return dictionary;
}

/** The configured light and dark themes' dictionaries for `language`. */
function useModeDictionaries(language: string): Record<ColourMode, ThemeDictionary> {
  const {prism} = useThemeConfig() as {prism: {theme: PrismTheme; darkTheme?: PrismTheme}};
  return {
    light: cachedDictionary(prism.theme, language),
    dark: cachedDictionary(prism.darkTheme ?? prism.theme, language),
  };
}

/** Where a block's lines come from: the server's HTML being hydrated, HTML taken over from it, or Prism. */
type LinesSource = {from: 'hydration'} | {from: 'html'; html: string} | {from: 'prism'};

/** The source of a block's lines when it first renders. */
function initialLinesSource(key: string): LinesSource {
  if (isHydrating()) return {from: 'hydration'};
  const html = takeServerLines(key);
  return html === undefined ? {from: 'prism'} : {from: 'html', html};
}

/**
 * Highlights `code` with Prism and lets `children` lay out its lines and
 * tokens. `theme` (the current mode's) styles the block; tokens are styled
 * for both of the configured themes.
 */
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
  const modeDictionaries = useModeDictionaries(language);
  const key = linesKey(language, code);
  const [lines, setLines] = useState(() => initialLinesSource(key));
  const codeRef = useRef<HTMLElement | null>(null);
  useLayoutEffect(() => {
    if (lines.from !== 'hydration') return;
    const element = codeRef.current;
    // Hydration kept nothing (React re-rendered this part after a mismatch
    // elsewhere, or the theme's <code> dropped the props): highlight here.
    if (!element?.hasChildNodes()) {
      setLines({from: 'prism'});
      return;
    }
    return offerServerLines(key, element);
  }, [lines, key]);
  const layOut = (tokens: LineToken[][]): ReactNode =>
    children({
      tokens,
      className: `prism-code language-${language}`,
      style: theme.plain,
      getLineProps: ({className, style}) => ({className: clsx('token-line', className), style}),
      getTokenProps: ({token, className, style, ...rest}) => {
        const tokenStyle = {
          ...tokenLayoutStyle(token),
          ...tokenVariables(token.types, modeDictionaries),
          ...style,
        };
        return {
          ...rest,
          className: clsx('token', ...token.types, className),
          children: token.content,
          style: Object.keys(tokenStyle).length > 0 ? tokenStyle : undefined,
        };
      },
    });
  // Not memoised: a code block re-renders only when its word wrap or the colour mode changes.
  const highlighted = (): ReactNode => layOut(tokenize(prism, code, language));
  if (lines.from === 'prism') {
    const layout = highlighted();
    if (typeof window === 'undefined' && codeElementOf(layout) === undefined) {
      // Checked while the build renders every page, so a theme that lays
      // code blocks out differently stops the build instead of leaving
      // hydrated blocks empty.
      throw dependencyInternalChanged(
        'prism-imports-and-code-layout',
        "site-lean-prism: Docusaurus's CodeBlock/Content no longer lays a block out as <Pre><Code>{lines}</Code></Pre>, which keeping the server's highlighted lines relies on.",
      );
    }
    return layout;
  }
  const layout = layOut([]);
  const codeElement = codeElementOf(layout);
  if (codeElement === undefined) return highlighted();
  const html = lines.from === 'html' ? lines.html : '';
  // eslint-disable-next-line react-hooks/refs -- the ref is only attached to <code> here; effects read it
  return withLinesAsHtml(layout, codeElement, html, codeRef);
}
