import {mkdirSync, writeFileSync} from 'node:fs';
import path from 'node:path';
import {describe, expect, it} from 'vitest';
import {readLibrarySymbols} from '../../src/mcp/librarySymbols/readLibrarySymbols';
import {scratchFolder} from '../support/scratchFolder';

/** A build holding one twin per library, the livelink.js one titled `jsTitle`. */
function buildWithTitles(jsTitle: string): string {
  const buildDir = scratchFolder('library-titles-');
  const write = (file: string, text: string) => {
    mkdirSync(path.dirname(path.join(buildDir, file)), {recursive: true});
    writeFileSync(path.join(buildDir, file), text);
  };
  write('references/livelink.js/classes/Livelink.md', `${jsTitle}\n\nConnects to a session.\n`);
  write('references/livelink.react/functions/useEntity.md', '# Function: useEntity()\n\nA hook.\n');
  return buildDir;
}

describe('reading library symbols from the titles TypeDoc writes', () => {
  it('reads each page of a kind folder as a symbol of that kind', async () => {
    const symbols = await readLibrarySymbols(buildWithTitles('# Class: Livelink'));
    expect(symbols.map(({name, kind, library}) => [name, kind, library])).toEqual([
      ['Livelink', 'class', 'livelink.js'],
      ['useEntity', 'function', 'livelink.react'],
    ]);
  });

  it('stops, naming the dependency internal, when a title is no longer "# Kind: Name"', async () => {
    await expect(readLibrarySymbols(buildWithTitles('# Klasse: Livelink'))).rejects.toThrow(
      /typedoc-symbol-markdown/,
    );
    await expect(readLibrarySymbols(buildWithTitles('Livelink'))).rejects.toThrow(
      /livelink\.js\/classes\/Livelink\.md/,
    );
  });
});
