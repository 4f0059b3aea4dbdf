import {existsSync, mkdirSync, writeFileSync} from 'node:fs';
import path from 'node:path';
import {describe, expect, it} from 'vitest';
import {
  countMermaidFences,
  diagramMarkup,
} from '../../src/plugins/static-diagrams/rehypeStaticDiagrams';
import {
  columnOf,
  drawingSize,
  MIN_TEXT_PX,
  readableMinWidth,
  textPxAt,
} from '../../src/plugins/static-diagrams/diagramReadability';
import {compactSvg} from '../../src/plugins/static-diagrams/compactSvg';
import {
  DIAGRAM_MODULE_PREFIX,
  removeDiagramModulesExcept,
  writeDiagramModules,
} from '../../src/plugins/static-diagrams/diagramModules';
import {mermaidSources} from '../../src/plugins/static-diagrams/mermaidSources';
import {
  brokenPath,
  createDiagramRenderer,
  diagramKey,
  drawingToolsOf,
} from '../../src/plugins/static-diagrams/renderDiagrams';
import {scopeDiagramIds} from '../../src/plugins/static-diagrams/scopeDiagramIds';
import {tooWideDiagrams} from '../../src/plugins/static-diagrams/tooWideDiagrams';
import {scratchFolder} from '../support/scratchFolder';

describe('static diagrams', () => {
  it('finds a drawing whose path data holds something other than commands and numbers', () => {
    const good = '<svg><path d="M1.5,2L3e-2,4 C5 6, 7 8 Z" /></svg>';
    expect(brokenPath({light: good, dark: good})).toBeUndefined();
    expect(
      brokenPath({light: good, dark: '<svg><path d="M10,11.488a1ef84840004,10" /></svg>'}),
    ).toBe('M10,11.488a1ef84840004,10');
  });

  it('counts the mermaid fences of a page, whatever their fence characters', () => {
    expect(countMermaidFences('```mermaid\na-->b\n```\n\n~~~~ mermaid\nx\n~~~~\n```ts\n```')).toBe(
      2,
    );
  });
});

describe('compactSvg', () => {
  it('rounds coordinates in attributes to two decimals and leaves labels alone', () => {
    const svg =
      '<svg viewBox="0 0 1723.90185546875 328" style="max-width: 1723.90185546875px;"><path d="M10.123456,-3.14159L5e-7,2.5" transform="translate(0.004999, -0.001)"/><text>pi is 3.14159265</text></svg>';
    expect(compactSvg(svg)).toBe(
      '<svg viewBox="0 0 1723.9 328" style="max-width: 1723.9px;"><path d="M10.12,-3.14L5e-7,2.5" transform="translate(0, 0)"/><text>pi is 3.14159265</text></svg>',
    );
    expect(compactSvg(compactSvg(svg))).toBe(compactSvg(svg));
  });

  it('leaves names alone, even where digits around an e look like an exponent', () => {
    const svg = '<svg id="diagram-3a1e5b" style="fill:#1e5f74"><g class="n1e2"/></svg>';
    expect(compactSvg(svg)).toBe(svg);
    // An exponent Mermaid writes keeps its place after the rounded mantissa.
    expect(compactSvg('<path d="M7, 4.286263797015736e-16 7"/>')).toBe(
      '<path d="M7, 4.29e-16 7"/>',
    );
  });

  it('keeps numbers written without separators apart when one rounds to an integer', () => {
    const svg = '<path d="M12.258.001l.256.004.255.005.253.0081.01.249"/>';
    const compacted = compactSvg(svg);
    // Every number of the original is still there, rounded, in order.
    const numbers = (d: string) => (d.match(/-?(?:\d+\.?\d*|\.\d+)/g) ?? []).map(Number);
    expect(numbers(compacted).map((n) => Math.round(n * 100))).toEqual(
      [12.258, 0.001, 0.256, 0.004, 0.255, 0.005, 0.253, 0.0081, 0.01, 0.249].map((n) =>
        Math.round(n * 100),
      ),
    );
  });
});

describe('the diagram cache', () => {
  it('keeps only the drawings the last build asked for', async () => {
    const dir = scratchFolder('diagram-cache-');
    const mermaidScript = path.join(dir, 'mermaid.min.js');
    writeFileSync(mermaidScript, '/* a stand-in: every drawing asked for is in the cache */');
    const cacheDir = path.join(dir, 'cache');
    mkdirSync(cacheDir);
    const source = 'flowchart LR\n  A --> B';
    const drawn = {light: '<svg id="light"/>', dark: '<svg id="dark"/>'};
    const tools = {
      mermaidScript,
      chromiumPath: '/nonexistent/chromium',
      chromiumArgs: [],
      drawingCode: [],
    };
    const current = path.join(cacheDir, `${diagramKey(source, drawingToolsOf(tools))}.json`);
    const older = path.join(cacheDir, `${diagramKey('flowchart LR\n  A --> C', 'older')}.json`);
    writeFileSync(current, JSON.stringify(drawn));
    writeFileSync(older, JSON.stringify(drawn));
    const renderer = createDiagramRenderer({...tools, cacheDir});
    expect(await renderer.render(source)).toEqual(drawn);
    expect(renderer.drawnCount()).toBe(0);
    renderer.forgetUnused();
    expect([existsSync(current), existsSync(older)]).toEqual([true, false]);
  });
});

describe('the tools a drawing is keyed by', () => {
  it("change with Mermaid's bundle, the Chromium that runs it, its arguments and the drawing code", () => {
    const dir = scratchFolder('diagram-tools-');
    const mermaidScript = path.join(dir, 'mermaid.min.js');
    writeFileSync(mermaidScript, '/* one Mermaid */');
    writeFileSync(path.join(dir, 'chromium-one'), 'a browser');
    writeFileSync(path.join(dir, 'chromium-two'), 'another browser');
    const drawingCode = path.join(dir, 'drawing.ts');
    writeFileSync(drawingCode, 'export const THEME = "default";');
    const tools = {
      mermaidScript,
      chromiumPath: path.join(dir, 'chromium-one'),
      chromiumArgs: [],
      drawingCode: [drawingCode],
    };
    const seen = new Set([drawingToolsOf(tools)]);
    expect(drawingToolsOf(tools)).toBe([...seen][0]);
    const changes = [
      () => drawingToolsOf({...tools, chromiumPath: path.join(dir, 'chromium-two')}),
      () => drawingToolsOf({...tools, chromiumPath: path.join(dir, 'absent')}),
      () => drawingToolsOf({...tools, chromiumArgs: ['--headless']}),
      () => {
        writeFileSync(mermaidScript, '/* another Mermaid */');
        return drawingToolsOf(tools);
      },
      () => {
        writeFileSync(drawingCode, 'export const THEME = "neutral";');
        return drawingToolsOf(tools);
      },
    ];
    for (const change of changes) {
      const drawingTools = change();
      expect(seen.has(drawingTools), change.toString()).toBe(false);
      seen.add(drawingTools);
    }
  });
});

describe('the diagram modules', () => {
  it('keeps the modules of the diagrams drawn last, and removes the others', () => {
    const modulesDir = scratchFolder('diagram-modules-');
    const current = writeDiagramModules(modulesDir, '<div>current</div>');
    const older = writeDiagramModules(modulesDir, '<div>older</div>');
    const files = (specifier: string) =>
      ['server', 'client'].map((side) =>
        path.join(modulesDir, side, specifier.slice(DIAGRAM_MODULE_PREFIX.length + 1)),
      );
    expect([...files(current), ...files(older)].every((file) => existsSync(file))).toBe(true);
    removeDiagramModulesExcept(modulesDir, ['<div>current</div>']);
    expect(files(current).map((file) => existsSync(file))).toEqual([true, true]);
    expect(files(older).map((file) => existsSync(file))).toEqual([false, false]);
  });
});

describe('scopeDiagramIds', () => {
  /** A sequence diagram's drawing as Mermaid writes it, with its page-wide counters at `first`. */
  const sequenceDrawing = (scope: string, first: number) =>
    `<svg id="${scope}" aria-labelledby="chart-title-${scope} actor${first}"><style>#${scope} .actor{fill:#eee}#actor${first}{stroke:red}</style>` +
    `<g id="root-${first}"><line id="actor${first}" x1="1"/><use href="#actor${first}"/></g>` +
    `<g id="root-${first + 1}"><line id="actor${first + 1}" marker-end="url(#${scope}_arrowhead)"/></g>` +
    `<marker id="${scope}_arrowhead"/><text>#actor${first} stays a label</text></svg>`;

  it('gives the ids Mermaid numbers from page-wide counters the same names whatever drew before', () => {
    const scope = 'diagram-abc-light';
    const drawnFirst = scopeDiagramIds(sequenceDrawing(scope, 0), scope);
    // Only the label's text, which is not a reference, differs.
    expect(scopeDiagramIds(sequenceDrawing(scope, 7), scope)).toBe(
      drawnFirst.replace('#actor0 stays', '#actor7 stays'),
    );
    expect(drawnFirst).toContain('<text>#actor0 stays a label</text>');
    expect(drawnFirst).not.toMatch(/id="(actor|root-)\d/);
  });

  it('renames every reference with its id, and leaves the drawing’s own prefixed ids alone', () => {
    const scope = 'diagram-abc-dark';
    const scoped = scopeDiagramIds(sequenceDrawing(scope, 3), scope);
    const ids = Array.from(scoped.matchAll(/\sid="([^"]*)"/g), (match) => match[1]);
    expect(ids).toEqual([
      scope,
      `${scope}-u0`,
      `${scope}-u1`,
      `${scope}-u2`,
      `${scope}-u3`,
      `${scope}_arrowhead`,
    ]);
    // actor3 was the second id named: its style rule, its use and its label reference follow it.
    expect(scoped).toContain(`#${scope}-u1{stroke:red}`);
    expect(scoped).toContain(`href="#${scope}-u1"`);
    expect(scoped).toContain(`aria-labelledby="chart-title-${scope} ${scope}-u1"`);
    expect(scoped).toContain(`url(#${scope}_arrowhead)`);
  });

  it('keeps the light and dark copies of a state diagram’s self-transitions apart', () => {
    const copy = (scope: string) =>
      `<svg id="${scope}"><g class="label edgeLabel" id="Running---Running---1"/><g id="Running---Running---10"/></svg>`;
    const light = scopeDiagramIds(copy('d-light'), 'd-light');
    const dark = scopeDiagramIds(copy('d-dark'), 'd-dark');
    expect(light).toBe(
      '<svg id="d-light"><g class="label edgeLabel" id="d-light-u0"/><g id="d-light-u1"/></svg>',
    );
    expect(dark).toBe(light.replaceAll('d-light', 'd-dark'));
  });

  it('refuses to rename an id onto one the drawing already has', () => {
    expect(() => scopeDiagramIds('<svg id="d"><g id="x"/><g id="d-u0"/></svg>', 'd')).toThrow(
      /d-u0 is already an id/,
    );
  });
});

describe('mermaidSources', () => {
  it('finds mermaid fences, indented ones included, as remark reads them', () => {
    const page = [
      '# Title',
      '',
      '```mermaid',
      'flowchart LR',
      '  A --> B',
      '```',
      '',
      '- item',
      '',
      '  ~~~mermaid',
      '  sequenceDiagram',
      '  ~~~',
      '',
      '```ts',
      'const a = 1;',
      '```',
    ].join('\n');
    expect(mermaidSources(page)).toEqual(['flowchart LR\n  A --> B', 'sequenceDiagram']);
  });
});

describe('diagram readability', () => {
  const drawing = (width: number, font = 'font-size:16px;') =>
    `<svg aria-roledescription="flowchart-v2" viewBox="-8 -8 ${width} 300" style="max-width:${width}px"><style>#d{font-family:arial;${font}}</style><g></g></svg>`;

  it('reads a drawing’s width and font size', () => {
    expect(drawingSize(drawing(1600))).toEqual({width: 1600, fontPx: 16});
    expect(() => drawingSize(drawing(800, ''))).toThrow(/no font size/);
    expect(drawingSize(drawing(800, 'font-size:14px;'))).toEqual({width: 800, fontPx: 14});
    expect(() => drawingSize('<svg><g/></svg>')).toThrow(/viewBox/);
  });

  it('scales text down with a drawing fitted to a narrower column, never up', () => {
    expect(textPxAt(drawing(1600), 800)).toBe(8);
    expect(textPxAt(drawing(400), 800)).toBe(16);
  });

  it('keeps a drawing wide enough for 11 px text', () => {
    expect(readableMinWidth(drawing(1600))).toBe(1100);
    expect(textPxAt(drawing(1600), readableMinWidth(drawing(1600)))).toBeCloseTo(MIN_TEXT_PX);
    // Text already smaller than the minimum is never shrunk.
    expect(readableMinWidth(drawing(600, 'font-size:10px;'))).toBe(600);
  });

  it('knows the devlog’s column from the docs’', () => {
    expect(columnOf('devlog/2025-07-08-render-graph/index.mdx')).toBe('devlog');
    expect(columnOf('docs/core-concepts/architecture.mdx')).toBe('docs');
  });

  it('lists the drawings too wide for a laptop, the client packages’ apart', () => {
    const siteDir = '/site';
    const blocks = [
      {file: '/site/docs/guide.mdx', line: 3},
      {file: '/site/docs/guide.mdx', line: 30},
      {file: '/site/devlog/2025-01-01-post/index.mdx', line: 7},
      {file: '/site/docs/references/livelink.js/classes/Camera.md', line: 5},
      {file: '/site/docs/broken.mdx', line: 9},
    ];
    // 1000 px fits the docs column at 11.2 px but not the devlog's (10.1 px); 1600 px fits neither.
    const drawn = [drawing(1000), drawing(1600), drawing(1000), drawing(1600), undefined].map(
      (svg) => (svg ? {light: svg, dark: svg} : undefined),
    );
    expect(tooWideDiagrams(siteDir, blocks, drawn)).toEqual({
      written: ['docs/guide.mdx:30 (7.0 px)', 'devlog/2025-01-01-post/index.mdx:7 (10.1 px)'],
      fromPackages: ['docs/references/livelink.js/classes/Camera.md:5 (7.0 px)'],
    });
  });

  it('marks up each colour mode at its readable minimum width', () => {
    const markup = diagramMarkup({light: drawing(1600), dark: drawing(1600)});
    expect(markup.match(/style="min-width:1100px"/g)).toHaveLength(2);
  });
});
