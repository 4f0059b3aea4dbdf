import {existsSync, readFileSync} from 'node:fs';
import path from 'node:path';
import {beforeAll, describe, expect, it} from 'vitest';
import {describeSymbol} from '../../src/mcp/librarySymbols/describeSymbol';
import {findSymbols} from '../../src/mcp/librarySymbols/findSymbols';
import type {LibrarySymbol} from '../../src/mcp/librarySymbols/librarySymbol';
import {readLibrarySymbols} from '../../src/mcp/librarySymbols/readLibrarySymbols';
import {clientLibraries as LIBRARIES} from '../../src/site/references/packageReferences';
import {DESCRIPTION_CHARACTER_LIMIT} from '../../src/mcp/textLimits';
import {buildDir} from './support/builtPage';
import {rejectionMessage} from '../support/rejectionMessage';

// What the MCP server reads of a symbol without a build is tested in tests/unit/mcpLibrarySymbols.test.ts.
describe('library symbols of build/', () => {
  let symbols: LibrarySymbol[] = [];
  beforeAll(async () => {
    symbols = await readLibrarySymbols(buildDir);
  });

  it('lists every reference page of both libraries, as the site’s llms.txt links them', () => {
    const llmsTxt = readFileSync(path.join(buildDir, 'llms.txt'), 'utf8');
    const linked = [...llmsTxt.matchAll(/\]\((https?:\/\/[^)]+\.md)\)/g)]
      .map(([, url = '']) => new URL(url).pathname)
      .filter((pathname) =>
        /^\/references\/livelink\.(js|react)\/[^/]+\/[^/]+\.md$/.test(pathname),
      );
    expect(linked.length).toBeGreaterThan(0);
    expect(symbols.map((symbol) => `${symbol.url}.md`).sort()).toEqual(linked.sort());
    expect(new Set(symbols.map((symbol) => symbol.library))).toEqual(
      new Set(['livelink.js', 'livelink.react']),
    );
    // Each library's name is the folder its reference is built into.
    for (const {library} of LIBRARIES) {
      expect(existsSync(path.join(buildDir, 'references', library, 'index.html')), library).toBe(
        true,
      );
    }
  });

  it('points every symbol at a built page and its Markdown twin', () => {
    const missing = symbols.flatMap((symbol) =>
      [
        path.join(buildDir, symbol.url, 'index.html'),
        path.join(buildDir, symbol.markdownFile),
      ].filter((file) => !existsSync(file)),
    );
    expect(missing).toEqual([]);
  });

  it('knows Livelink as a class of livelink.js with start among its members', async () => {
    const [match, ...others] = findSymbols(symbols, 'Livelink');
    expect(others).toEqual([]);
    expect(match?.symbol).toMatchObject({
      name: 'Livelink',
      kind: 'class',
      library: 'livelink.js',
      package: '@3dverse/livelink',
      url: '/references/livelink.js/classes/Livelink',
      markdownFile: 'references/livelink.js/classes/Livelink.md',
    });
    const markdown = await describeSymbol(buildDir, symbols, 'Livelink');
    expect(markdown).toMatch(/^# class Livelink\n/);
    expect(markdown).toContain('From `@3dverse/livelink` (livelink.js).');
    expect(markdown).toContain('Reference: /references/livelink.js/classes/Livelink ');
    expect(markdown).toMatch(/^- `static start\(params\): Promise<Livelink>;`$/m);
  });

  it('describes Livelink.start with its signature and a link to its heading', async () => {
    expect(findSymbols(symbols, 'Livelink.start')).toMatchObject([
      {symbol: {name: 'Livelink', library: 'livelink.js'}, member: 'start'},
    ]);
    const markdown = await describeSymbol(buildDir, symbols, 'Livelink.start', {
      siteUrl: 'https://docs.3dverse.com',
    });
    expect(markdown).toMatch(/^# method Livelink\.start\n/);
    expect(markdown).toContain('```ts\nstatic start(params): Promise<Livelink>;\n```');
    expect(markdown).toContain(
      'Reference: https://docs.3dverse.com/references/livelink.js/classes/Livelink#start ',
    );
    const html = readFileSync(
      path.join(buildDir, 'references/livelink.js/classes/Livelink/index.html'),
      'utf8',
    );
    expect(html).toMatch(/\bid="?start[" >]/);
    expect(markdown).toContain('#### Parameters');
  });

  it('finds the livelink.react hook useEntity with its signature', async () => {
    expect(findSymbols(symbols, 'useEntity')).toMatchObject([
      {
        symbol: {
          kind: 'function',
          library: 'livelink.react',
          package: '@3dverse/livelink-react',
          url: '/references/livelink.react/functions/useEntity',
        },
      },
    ]);
    const markdown = await describeSymbol(buildDir, symbols, 'useEntity()');
    expect(markdown).toMatch(/^# function useEntity\n/);
    expect(markdown).toContain(
      '```ts\nfunction useEntity(entityProvider, watchedComponents?): object;\n```',
    );
  });

  it('describes a name both libraries export from each of them', async () => {
    const markdown = await describeSymbol(buildDir, symbols, 'Viewport');
    expect(markdown).toContain('# class Viewport');
    expect(markdown).toContain('From `@3dverse/livelink` (livelink.js).');
    expect(markdown).toContain('# variable Viewport');
    expect(markdown).toContain('From `@3dverse/livelink-react` (livelink.react).');
  });

  it('finds a namespaced type by its plain and its qualified name', () => {
    const [codec] = findSymbols(symbols, 'CodecType');
    expect(codec?.symbol.qualifiedName).toBe('Enums.CodecType');
    expect(findSymbols(symbols, 'Enums.CodecType')).toEqual([codec]);
  });

  it('suggests close names for an unknown symbol or member', async () => {
    expect(await rejectionMessage(() => describeSymbol(buildDir, symbols, 'Livelinq'))).toMatch(
      /^No livelink\.js or livelink\.react symbol is named "Livelinq"\. Did you mean .*"Livelink"/,
    );
    expect(await rejectionMessage(() => describeSymbol(buildDir, symbols, 'useEntitty'))).toContain(
      '"useEntity"',
    );
    expect(
      await rejectionMessage(() => describeSymbol(buildDir, symbols, 'Livelink.strat')),
    ).toMatch(/Livelink \(livelink\.js\) has no member "strat"\. Did you mean "start"/);
    const message = await rejectionMessage(() => describeSymbol(buildDir, symbols, 'Entit'));
    const suggested = message.match(/"[^"]+"/g)?.slice(1) ?? [];
    expect(suggested.length).toBeGreaterThan(0);
    expect(suggested.length).toBeLessThanOrEqual(5);
  });

  it('keeps every description within the limit and cuts when asked for less', async () => {
    for (const symbol of symbols) {
      const markdown = await describeSymbol(buildDir, [symbol], symbol.qualifiedName);
      expect(markdown.length).toBeLessThanOrEqual(DESCRIPTION_CHARACTER_LIMIT);
    }
    const short = await describeSymbol(buildDir, symbols, 'Entity', {maxCharacters: 800});
    expect(short.length).toBeLessThanOrEqual(800);
    expect(short).toMatch(
      /_\[Cut: only the first \d+ of \d+ characters are shown; the full text is at \/references\/livelink\.js\/classes\/Entity\.md\.\]_$/,
    );
  });
});
