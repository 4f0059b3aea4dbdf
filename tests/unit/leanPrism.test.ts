import {createElement, type ReactNode} from 'react';
import {renderToStaticMarkup} from 'react-dom/server';
import {Highlight as PackageHighlight, themes} from 'prism-react-renderer';
import {describe, expect, it} from 'vitest';
import {
  Highlight,
  Prism,
  type RenderProps,
} from '../../src/plugins/lean-prism/client/prismReactRenderer';
import {importedNames} from '../../src/plugins/lean-prism/importedNames';

/** Lays out lines and tokens the way Docusaurus's code block does. */
function layout({tokens, className, style, getLineProps, getTokenProps}: RenderProps): ReactNode {
  return createElement(
    'pre',
    {className, style},
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

describe('lean prism-react-renderer', () => {
  it.each(SAMPLES)(
    'renders %s exactly as the package does with the same Prism, in both site themes',
    (language, code) => {
      for (const theme of [themes.github, themes.dracula]) {
        const props = {code, language, theme};
        const ours = renderToStaticMarkup(createElement(Highlight, {...props, children: layout}));
        const packaged = renderToStaticMarkup(
          createElement(PackageHighlight, {...props, prism: Prism, children: layout}),
        );
        expect(ours).toBe(packaged);
        expect(ours).toContain('token-line');
      }
    },
  );

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
