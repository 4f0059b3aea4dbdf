import {readFileSync} from 'node:fs';
import path from 'node:path';
import {describe, expect, it} from 'vitest';
import {describeSymbol} from '../../src/mcp/librarySymbols/describeSymbol';
import {findSymbols} from '../../src/mcp/librarySymbols/findSymbols';
import type {LibrarySymbol} from '../../src/mcp/librarySymbols/librarySymbol';
import {headingIds} from '../../src/mcp/librarySymbols/headingIds';
import {memberName, parseSymbolTitle} from '../../src/mcp/librarySymbols/symbolTitle';
import {clientLibraries as LIBRARIES} from '../../src/site/references/packageReferences';
import {codeBlocks, parseMarkdownSections} from '../../src/mcp/markdownSections';
import {installedVersion} from '../../src/site/installedVersion';
import {rejectionMessage} from '../support/rejectionMessage';

/** A build folder that is never read: a forged page is refused before any file is opened. */
const NO_BUILD = path.join(import.meta.dirname, 'no-build');

/** A symbol for the tests that need no build. */
function fixtureSymbol(name: string, overrides: Partial<LibrarySymbol> = {}): LibrarySymbol {
  return {
    name,
    qualifiedName: name,
    kind: 'class',
    deprecated: false,
    library: 'livelink.js',
    package: '@3dverse/livelink',
    url: `/references/livelink.js/classes/${name}`,
    markdownFile: `references/livelink.js/classes/${name}.md`,
    ...overrides,
  };
}

describe('library symbols without a build', () => {
  it('pairs each library with a package the site pins to the version installed', () => {
    const siteDir = path.resolve(import.meta.dirname, '../..');
    const manifest = JSON.parse(readFileSync(path.join(siteDir, 'package.json'), 'utf8')) as {
      dependencies: Record<string, string>;
    };
    expect(LIBRARIES.length).toBeGreaterThan(0);
    for (const {library, packageName} of LIBRARIES) {
      const pinned = manifest.dependencies[packageName];
      expect(pinned, `${library}: ${packageName} in package.json`).toMatch(/^\d+\.\d+\.\d+$/);
      expect(installedVersion(siteDir, packageName), `${library}: ${packageName} installed`).toBe(
        pinned,
      );
    }
  });

  it('reads TypeDoc page titles', () => {
    expect(parseSymbolTitle('# Class: Livelink')).toEqual({
      kindWords: 'class',
      name: 'Livelink',
      deprecated: false,
    });
    expect(parseSymbolTitle('# Function: useEntity()')?.name).toBe('useEntity');
    expect(parseSymbolTitle('# Type Alias: ComponentType\\<T>')?.name).toBe('ComponentType');
    expect(parseSymbolTitle('# ~~Class: Old\\_Thing~~')).toEqual({
      kindWords: 'class',
      name: 'Old_Thing',
      deprecated: true,
    });
    expect(parseSymbolTitle('# Enums')).toEqual({kindWords: '', name: 'Enums', deprecated: false});
    expect(parseSymbolTitle('Some text')).toBeUndefined();
  });

  it('reads member headings as plain names', () => {
    expect(memberName('start()')).toBe('start');
    expect(memberName('~~find\\_old\\_entities()~~')).toBe('find_old_entities');
    expect(memberName('autoJoinExisting?')).toBe('autoJoinExisting');
  });

  it('prefers exact case, returns every exact match, and reads Owner.member', () => {
    const symbols = [
      fixtureSymbol('Thing'),
      fixtureSymbol('thing', {kind: 'function'}),
      fixtureSymbol('Viewport'),
      fixtureSymbol('Viewport', {
        kind: 'variable',
        library: 'livelink.react',
        package: '@3dverse/livelink-react',
      }),
      fixtureSymbol('CodecType', {qualifiedName: 'Enums.CodecType', kind: 'type'}),
    ];
    expect(findSymbols(symbols, 'thing').map(({symbol}) => symbol.kind)).toEqual(['function']);
    expect(findSymbols(symbols, 'THING').map(({symbol}) => symbol.name)).toEqual([
      'Thing',
      'thing',
    ]);
    expect(findSymbols(symbols, 'Viewport').map(({symbol}) => symbol.library)).toEqual([
      'livelink.js',
      'livelink.react',
    ]);
    expect(findSymbols(symbols, 'CodecType')).toEqual(findSymbols(symbols, 'Enums.CodecType'));
    expect(findSymbols(symbols, 'Thing.start()')).toEqual([{symbol: symbols[0], member: 'start'}]);
    expect(findSymbols(symbols, 'Nothing.start')).toEqual([]);
  });

  it('splits Markdown into sections, ignoring headings inside code blocks', () => {
    const page = [
      '# Class: Demo',
      '',
      'Intro.',
      '',
      '## Methods',
      '',
      '### run()',
      '',
      '```ts',
      '# not a heading',
      'run(): void;',
      '```',
      '',
      '#### Returns',
      '',
      '### stop()',
    ].join('\n');
    const [title] = parseMarkdownSections(page).children;
    expect(title?.lead).toBe('Intro.');
    expect(title?.children.map((section) => section.heading)).toEqual(['Methods']);
    const methods = title?.children[0]?.children ?? [];
    expect(methods.map((section) => [section.heading, section.line])).toEqual([
      ['run()', 6],
      ['stop()', 15],
    ]);
    expect(methods[0]?.children.map((section) => section.heading)).toEqual(['Returns']);
    expect(codeBlocks(methods[0]?.body ?? '')).toEqual([
      {language: 'ts', code: '# not a heading\nrun(): void;'},
    ]);
  });

  it('refuses to read a page that is not in a library reference folder', async () => {
    const forged = [
      fixtureSymbol('Escape', {markdownFile: '../package.json'}),
      fixtureSymbol('Sideways', {markdownFile: 'references/api/list-users.md'}),
      fixtureSymbol('Absolute', {markdownFile: '/etc/passwd'}),
    ];
    for (const symbol of forged) {
      expect(await rejectionMessage(() => describeSymbol(NO_BUILD, forged, symbol.name))).toMatch(
        /^Refusing to read/,
      );
    }
  });
});

describe('heading ids of a reference page', () => {
  it('are the ids the site gives, a repeated heading numbered past an id already taken', () => {
    const markdown = [
      '# Entity',
      '## Get Signature',
      '```ts',
      '## not a heading',
      '```',
      '## Get Signature',
      '### get-signature-1',
      '## `Livelink.start()`',
    ].join('\n');
    expect([...headingIds(markdown).entries()]).toEqual([
      [1, 'get-signature'],
      [5, 'get-signature-1'],
      [6, 'get-signature-1-1'],
      [7, 'livelinkstart'],
    ]);
  });
});
