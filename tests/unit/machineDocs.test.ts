import {mkdirSync, readFileSync} from 'node:fs';
import path from 'node:path';
import {describe, expect, it} from 'vitest';
import {
  llmsTxtPointer,
  withLlmsTxtPointer,
  withoutLlmsTxtPointer,
} from '../../src/plugins/machine-docs/llmsTxtPointer';
import type {MachinePage} from '../../src/plugins/machine-docs/machinePage';
import {writeMachineDocs} from '../../src/plugins/machine-docs/writeMachineDocs';
import {filesUnder} from '../../src/site/files/filesUnder';
import {scratchFolder} from '../support/scratchFolder';

const site = {
  title: '3dverse Documentation',
  tagline: 'Real-time 3D in the browser',
  url: 'https://docs.3dverse.com',
};

const pages: MachinePage[] = [
  {
    path: '/',
    title: 'Home',
    description: 'Where to start.',
    section: 'Guide',
    markdown: '# Home\n\nWhere to start.\n',
  },
  {
    path: '/core-concepts/assets',
    title: 'Assets',
    description: 'What an asset is.',
    section: 'Guide',
    markdown: '# Assets\n\nAn asset is a file of a project.\n',
  },
];

describe('the Markdown twins', () => {
  let outDir = '';

  function written(file: string): string {
    return readFileSync(path.join(outDir, file), 'utf8');
  }

  it('start with one line pointing at /llms.txt, then the page', () => {
    outDir = scratchFolder('machine-docs-');
    mkdirSync(path.join(outDir, 'core-concepts'));
    writeMachineDocs(outDir, site, pages);
    const twin = written('core-concepts/assets.md');
    const [first, blank, title] = twin.split('\n');
    expect(first).toBe(llmsTxtPointer(site));
    expect(first).toMatch(/^> .*https:\/\/docs\.3dverse\.com\/llms\.txt$/);
    expect(blank).toBe('');
    expect(title).toBe('# Assets');
    expect(written('index.md').startsWith(`${llmsTxtPointer(site)}\n\n# Home\n`)).toBe(true);
  });

  it('are concatenated into llms-full.txt without the pointer', () => {
    outDir = scratchFolder('machine-docs-');
    mkdirSync(path.join(outDir, 'core-concepts'));
    writeMachineDocs(outDir, site, pages);
    const full = written('llms-full.txt');
    expect(full).toContain('# Assets\n\nAn asset is a file of a project.');
    expect(full).not.toContain(llmsTxtPointer(site));
    expect(full).not.toMatch(/^> .*\/llms\.txt$/m);
  });

  it('are listed, with the two index files, as every file written, so a kept build keeps them all', () => {
    outDir = scratchFolder('machine-docs-');
    mkdirSync(path.join(outDir, 'core-concepts'));
    const listed = writeMachineDocs(outDir, site, pages);
    const onDisk = filesUnder(outDir).map((file) => path.relative(outDir, file));
    expect([...listed].sort()).toEqual(onDisk);
    expect(listed).toEqual(
      expect.arrayContaining(['index.md', 'core-concepts/assets.md', 'llms.txt', 'llms-full.txt']),
    );
  });

  it('give the page back when the pointer is taken off, and leave other text alone', () => {
    const markdown = '# Assets\n\nBody.\n';
    expect(withoutLlmsTxtPointer(withLlmsTxtPointer(markdown, site))).toBe(markdown);
    expect(withoutLlmsTxtPointer(markdown)).toBe(markdown);
    const quoteFirst = '> A quote that names /llms.txt in passing.\nStill the quote.\n';
    expect(withoutLlmsTxtPointer(quoteFirst)).toBe(quoteFirst);
  });
});
