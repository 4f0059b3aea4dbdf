import {readFileSync} from 'node:fs';
import path from 'node:path';
import {describe, expect, it} from 'vitest';
import {
  extractCodeBlocks,
  isPartial,
  snippetFileName,
  TYPESCRIPT_LANGUAGES,
} from '../support/extractCodeBlocks';
import {typecheckSnippets, type Snippet} from '../support/typecheckSnippets';
import {writtenPages} from '../support/writtenPages';

/*
 * Every TypeScript block in the guide, tutorials and devlog must compile against the
 * pinned client packages, so a reader who copies one gets working code. Each
 * block is checked as its own module; blocks marked `partial` are excerpts
 * and are counted, not checked.
 */
const projectDir = path.resolve(import.meta.dirname, '../..');
// Hand-written pages, devlog posts included: their TypeScript is as copyable as the guide's.
const docFiles = writtenPages(projectDir);

type Found = Snippet & {origin: string};
const checked: Found[] = [];
const partial: string[] = [];
// JavaScript that calls the client packages would escape the check: such blocks must be TypeScript.
const uncheckedPackageCode: string[] = [];

for (const docFile of docFiles) {
  const source = readFileSync(path.join(projectDir, docFile), 'utf8');
  const blocks = extractCodeBlocks(source);
  for (const block of blocks) {
    if (!TYPESCRIPT_LANGUAGES.has(block.language)) {
      if (
        /^(js|jsx|javascript)$/.test(block.language) &&
        /from\s+['"]@3dverse\//.test(block.code)
      ) {
        uncheckedPackageCode.push(`${docFile}:${block.line}`);
      }
      continue;
    }
    const origin = `${docFile}:${block.line}`;
    if (isPartial(block)) {
      partial.push(origin);
      continue;
    }
    const fileName = snippetFileName(docFile, block, blocks);
    // `export {}` makes every snippet a module, so names never clash between blocks.
    checked.push({fileName, code: `${block.code}\nexport {};\n`, origin});
  }
}

const diagnostics =
  checked.length > 0 ? typecheckSnippets(projectDir, checked) : new Map<string, string[]>();

describe('TypeScript code blocks in docs/', () => {
  it('finds the docs to check', () => {
    expect(docFiles.length).toBeGreaterThan(0);
    expect(checked.length).toBeGreaterThan(0);
    console.info(
      `doc-test: ${checked.length} blocks type-checked, ${partial.length} partial blocks skipped`,
    );
  });

  it('has no JavaScript block that imports a @3dverse package (write it as ts or tsx)', () => {
    expect(uncheckedPackageCode).toEqual([]);
  });

  it.each(checked.map((snippet) => [snippet.origin, snippet.fileName] as const))(
    '%s compiles against the pinned packages',
    (_origin, fileName) => {
      expect(diagnostics.get(fileName)).toEqual([]);
    },
  );
});
