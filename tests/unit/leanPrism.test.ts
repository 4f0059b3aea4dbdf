import {readFileSync} from 'node:fs';
import path from 'node:path';
import {createElement, type CSSProperties, type ReactNode} from 'react';
import {renderToStaticMarkup} from 'react-dom/server';
import {Highlight as PackageHighlight, themes} from 'prism-react-renderer';
import {describe, expect, it, vi} from 'vitest';
import {installedPackageText} from '../../src/site/installedVersion';
import config from '../../docusaurus.config';
import {
  Highlight,
  Prism,
  type RenderProps,
} from '../../src/plugins/lean-prism/client/prismReactRenderer';
import {
  linesKey,
  offerServerLines,
  takeServerLines,
} from '../../src/plugins/lean-prism/client/serverLines';
import {importedNames} from '../../src/plugins/lean-prism/importedNames';
import {passesPropsToCode} from '../../src/plugins/lean-prism/passesPropsToCode';
import {remountsInBrowser} from '../../src/plugins/lean-prism/remountsInBrowser';
import {tokenStylesheet, tokenVariable} from '../../src/plugins/lean-prism/tokenStyles';
import {lightCodeTheme, darkCodeTheme} from '../../src/site/codeThemes';

// The stand-in reads the configured themes as Docusaurus's theme does; here, the site's.
vi.mock('@docusaurus/theme-common', () => ({
  useThemeConfig: () => ({prism: {theme: lightCodeTheme, darkTheme: darkCodeTheme}}),
}));
import {extractCodeBlocks} from '../support/extractCodeBlocks';
import {writtenPages} from '../support/writtenPages';

const siteDir = path.resolve(import.meta.dirname, '../..');

/** Lays out lines and tokens the way Docusaurus's code block does. */
function layout({tokens, className, style, getLineProps, getTokenProps}: RenderProps): ReactNode {
  return createElement(
    'pre',
    {className, style},
    createElement(
      'code',
      null,
      tokens.map((line, lineIndex) =>
        createElement(
          'div',
          {
            key: lineIndex,
            ...getLineProps({line, className: lineIndex === 1 ? 'marked' : undefined}),
          },
          line.map((token, tokenIndex) =>
            createElement('span', {key: tokenIndex, ...getTokenProps({token})}),
          ),
        ),
      ),
    ),
  );
}

const SAMPLES: [string, string][] = [
  [
    'ts',
    'import {Livelink} from "@3dverse/livelink";\n\n/* A comment\n   over two lines */\nconst session = await Livelink.start({scene_id: `${id}`, token});\n',
  ],
  ['tsx', 'export function Viewer() {\n  return <Canvas className="viewer">{label}</Canvas>;\n}'],
  ['javascript', 'const pattern = /a+b/g;\n\n\nfetch(url).then((r) => r.json());'],
  ['text', 'plain words\n\nand a blank line'],
];

/**
 * Markup with token and line styles reduced to the layout they give (an
 * empty token is an inline block), since colours come from the stylesheet.
 */
function withoutColours(markup: string): string {
  return markup.replace(
    /(<(?:span|div)[^>]*?) style="([^"]*)"/g,
    (_match, tag: string, style: string) =>
      style.includes('display:inline-block') ? `${tag} style="display:inline-block"` : tag,
  );
}

type RenderedToken = {types: string[]; style: CSSProperties};

/**
 * A layout that records each token it is given, with the style given to it,
 * and lays the block out as Docusaurus's code block does (`<pre><code>`).
 */
function recordingLayout(found: RenderedToken[]) {
  return ({tokens, getTokenProps}: RenderProps): ReactNode => {
    for (const token of tokens.flat()) {
      found.push({types: token.types, style: getTokenProps({token}).style ?? {}});
    }
    return createElement('pre', null, createElement('code', null, []));
  };
}

/** Each token `prism-react-renderer` itself produces for `code`, with the style it gives it. */
function packageTokens(
  code: string,
  language: string,
  theme: typeof lightCodeTheme,
): RenderedToken[] {
  const found: RenderedToken[] = [];
  renderToStaticMarkup(
    createElement(PackageHighlight, {
      code,
      language,
      theme,
      prism: Prism,
      children: recordingLayout(found),
    }),
  );
  return found;
}

/** Each token our `Highlight` produces for `code`, with its style. */
function ourTokens(code: string, language: string): RenderedToken[] {
  const found: RenderedToken[] = [];
  renderToStaticMarkup(
    createElement(Highlight, {
      code,
      language,
      theme: lightCodeTheme,
      children: recordingLayout(found),
    }),
  );
  return found;
}

/** The style a token's custom properties give it in `mode`, as the token stylesheet reads them. */
function styleFromVariables(style: CSSProperties, mode: 'light' | 'dark'): Record<string, string> {
  const resolved: Record<string, string> = {};
  for (const property of ['color', 'fontStyle', 'opacity', 'backgroundColor']) {
    const value = (style as Record<string, unknown>)[tokenVariable(mode, property)];
    if (value !== undefined) resolved[property] = String(value);
  }
  return resolved;
}

/** A style object's declarations other than layout. */
function colourStyle(style: CSSProperties): Record<string, string> {
  return Object.fromEntries(
    Object.entries(style)
      .filter(([property, value]) => property !== 'display' && value !== undefined)
      .map(([property, value]) => [property, String(value)]),
  );
}

/** Every fenced code block of the site's written pages, with its language. */
function siteCodeBlocks(): [string, string][] {
  // The generated references are left out: a fresh clone has none before its first build.
  return writtenPages(siteDir).flatMap((file) =>
    extractCodeBlocks(readFileSync(path.join(siteDir, file), 'utf8'))
      .filter((block) => block.language !== '' && block.language !== 'mermaid')
      .map((block): [string, string] => [block.language, block.code]),
  );
}

describe('lean prism-react-renderer', () => {
  it.each(SAMPLES)(
    'lays %s out exactly as the package does with the same Prism, colours aside',
    (language, code) => {
      for (const theme of [themes.github, themes.dracula]) {
        const props = {code, language, theme};
        const ours = renderToStaticMarkup(createElement(Highlight, {...props, children: layout}));
        const packaged = renderToStaticMarkup(
          createElement(PackageHighlight, {...props, prism: Prism, children: layout}),
        );
        expect(withoutColours(ours)).toBe(withoutColours(packaged));
        expect(ours).toContain('token-line');
        // Token colours are custom properties for the stylesheet, never a colour of their own.
        expect(ours).not.toMatch(/<span[^>]*style="(?:[^"]*;)?color:/);
        if (language !== 'text') expect(ours).toContain('--token-dark-color:');
      }
    },
  );

  it("styles every token of the site's code blocks as the package would, in both modes", async () => {
    const {additionalLanguages = []} =
      (config.themeConfig as {prism?: {additionalLanguages?: string[]}}).prism ?? {};
    for (const language of additionalLanguages)
      await import(`prismjs/components/prism-${language}`);
    const blocks = [...SAMPLES, ...siteCodeBlocks()];
    expect(blocks.length).toBeGreaterThan(100);
    const differences = new Set<string>();
    let tokens = 0;
    for (const [language, code] of blocks) {
      const ours = ourTokens(code, language);
      for (const [mode, theme] of [
        ['light', lightCodeTheme],
        ['dark', darkCodeTheme],
      ] as const) {
        const packaged = packageTokens(code, language, theme);
        expect(ours.map((token) => token.types)).toEqual(packaged.map((token) => token.types));
        packaged.forEach((token, index) => {
          tokens += 1;
          const expected = JSON.stringify(colourStyle(token.style));
          const actual = JSON.stringify(styleFromVariables(ours[index]?.style ?? {}, mode));
          if (actual !== expected) {
            differences.add(
              `${mode} ${language} ${token.types.join('.')}: ${actual} vs ${expected}`,
            );
          }
        });
      }
    }
    expect(tokens).toBeGreaterThan(10_000);
    expect([...differences]).toEqual([]);
  });

  it('reads each property the themes set from the custom property of the mode', () => {
    const css = tokenStylesheet({light: lightCodeTheme, dark: darkCodeTheme});
    const [light = '', dark = ''] = css.trim().split('\n');
    expect(light).toMatch(/^\.prism-code \.token\{/);
    expect(dark).toMatch(/^\[data-theme='dark'\] \.prism-code \.token\{/);
    for (const [property, name] of [
      ['color', 'color'],
      ['fontStyle', 'font-style'],
      ['opacity', 'opacity'],
    ] as const) {
      expect(light).toContain(`${name}:var(${tokenVariable('light', property)})`);
      expect(dark).toContain(`${name}:var(${tokenVariable('dark', property)})`);
    }
  });

  it('hands a remounted block the lines offered under the same key, each once and in order', () => {
    const first = {innerHTML: '<span>first</span>'} as HTMLElement;
    const second = {innerHTML: '<span>second</span>'} as HTMLElement;
    const key = linesKey('ts', 'const a = 1;');
    offerServerLines(key, first);
    const withdrawSecond = offerServerLines(key, second);
    expect(takeServerLines(linesKey('tsx', 'const a = 1;'))).toBeUndefined();
    expect(takeServerLines(key)).toBe('<span>first</span>');
    withdrawSecond();
    expect(takeServerLines(key)).toBeUndefined();
  });

  it('recognises the theme source whose <code> receives the props it is given', () => {
    const content = installedPackageText(
      siteDir,
      '@docusaurus/theme-classic',
      'lib/theme/CodeBlock/Content/index.js',
    );
    expect(passesPropsToCode(content)).toBe(true);
    expect(passesPropsToCode('<code className={clsx(props.className)}>')).toBe(false);
  });

  it('recognises the theme source whose code block mounts its content again once in the browser', () => {
    const codeBlock = installedPackageText(
      siteDir,
      '@docusaurus/theme-classic',
      'lib/theme/CodeBlock/index.js',
    );
    expect(remountsInBrowser(codeBlock)).toBe(true);
    expect(remountsInBrowser(codeBlock.replace(/key=\{String\(isBrowser\)\}/, ''))).toBe(false);
  });

  it('highlights the languages the site writes without further imports', () => {
    for (const language of ['ts', 'typescript', 'tsx', 'javascript', 'js', 'jsx']) {
      expect(Prism.languages[language], language).toBeDefined();
    }
  });

  it('reads the names a compiled theme file imports from a package', () => {
    const source =
      "import React from 'react';\nimport { Highlight, Prism as P } from 'prism-react-renderer';\nimport {x} from 'prism-react-renderer-extra';";
    expect(importedNames(source, 'prism-react-renderer')).toEqual(['Highlight', 'Prism']);
    expect(importedNames(source, 'nothing')).toEqual([]);
  });
});
