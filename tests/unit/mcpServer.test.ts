import {writeFileSync} from 'node:fs';
import path from 'node:path';
import {describe, expect, it} from 'vitest';
import {BUILT_SITE_ORIGIN, readOnlyFetch} from '../../src/mcp/builtSearchIndex';
import {pagePathOf, pieceEnd} from '../../src/mcp/readPage';
import {scratchFolder} from '../support/scratchFolder';

const SITE = 'https://docs.3dverse.com';

describe('the MCP server’s fetch', () => {
  const dir = scratchFolder('mcp-fetch-');
  writeFileSync(path.join(dir, 'index.json'), '{"ok":true}');
  const fetchBuilt = readOnlyFetch(dir);

  it('answers the built site from the build folder', async () => {
    const response = await fetchBuilt(`${BUILT_SITE_ORIGIN}/index.json`);
    expect(response.headers.get('content-type')).toBe('application/json');
    expect(await response.json()).toEqual({ok: true});
    expect((await fetchBuilt(`${BUILT_SITE_ORIGIN}/missing.json`)).status).toBe(404);
  });

  it('refuses any other address, and paths out of the build folder', async () => {
    await expect(fetchBuilt('https://example.com/')).rejects.toThrow(/built site only/);
    await expect(fetchBuilt('http://127.0.0.1:9/')).rejects.toThrow(/built site only/);
    expect((await fetchBuilt(`${BUILT_SITE_ORIGIN}/..%2f..%2fetc%2fpasswd`)).status).toBe(403);
    // Dot segments the URL itself resolves stay inside the folder.
    expect((await fetchBuilt(`${BUILT_SITE_ORIGIN}/%2e%2e/%2e%2e/index.json`)).status).toBe(200);
  });
});

describe('read_page addresses', () => {
  it('take site paths and URLs in their usual spellings', () => {
    for (const address of [
      '/core-concepts/assets',
      '/core-concepts/assets/',
      '/core-concepts/assets.md',
      '/core-concepts/assets.html',
      'core-concepts/assets',
      `${SITE}/core-concepts/assets#folders`,
    ]) {
      expect(pagePathOf(address, SITE), address).toBe('/core-concepts/assets');
    }
    expect(pagePathOf('/', SITE)).toBe('/');
    expect(pagePathOf(`${SITE}/index.md`, SITE)).toBe('/');
  });

  it('refuse other sites, parent folders and odd characters', () => {
    for (const address of [
      'https://example.com/core-concepts/assets',
      'file:///etc/passwd',
      '../etc/passwd',
      '/a/%2e%2e/%2e%2e/b',
      '/a\\..\\b',
      '/a;rm',
      '',
      '/'.repeat(600),
    ]) {
      expect(() => pagePathOf(address, SITE), address).toThrow();
    }
    // A broken escape is named as such, not as the decoder's "URI malformed".
    expect(() => pagePathOf('/%E0%A4%A', SITE)).toThrow(/not followed by a character's code/);
  });

  it('end a piece of a long page at a blank line outside code', () => {
    const markdown = `${'a'.repeat(60)}\n\n\`\`\`ts\n${'b\n\n'.repeat(20)}\`\`\`\n`;
    expect(pieceEnd(markdown, 80)).toBe(62);
  });

  it('end a piece inside a long example between two of its lines, and never inside a character', () => {
    const example = `\`\`\`ts\n${'const line = 1;\n'.repeat(20)}\`\`\`\n`;
    const end = pieceEnd(example, 100);
    expect(example.slice(0, end).endsWith('\n')).toBe(true);
    expect(end).toBeGreaterThan(50);
    // One line of emoji, each two UTF-16 units: the limit falls between the two units.
    const emoji = '😀'.repeat(60);
    expect(pieceEnd(emoji, 81)).toBe(80);
  });
});
