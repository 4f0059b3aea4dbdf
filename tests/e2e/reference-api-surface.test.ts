import {readFileSync} from 'node:fs';
import path from 'node:path';
import {beforeAll, describe, expect, it} from 'vitest';
import {describeSymbol} from '../../src/mcp/librarySymbols/describeSymbol';
import {findSymbols} from '../../src/mcp/librarySymbols/findSymbols';
import type {LibrarySymbol} from '../../src/mcp/librarySymbols/librarySymbol';
import {readLibrarySymbols} from '../../src/mcp/librarySymbols/readLibrarySymbols';
import {listFiles} from '../support/listFiles';
import {openPage} from './support/browser';
import {sharedBrowser} from './support/fixtures';
import {buildDir} from './support/builtPage';

/*
 * The library references publish the packages' API and nothing else, and a
 * deprecated member says so wherever a reader or a tool meets it: on its
 * page, in the table of contents, in search results, in the Markdown twins
 * and in the MCP symbol tools.
 */
const browser = sharedBrowser();

/** Names the packages mark internal by convention; none may reach a reader. */
const INTERNAL_NAMES = [
  'TO_REMOVE__',
  '_setGlobalEulerOrientation',
  '_updateElement',
  '_registerElement',
];

describe('members internal by name', () => {
  it('appear in no built page, Markdown twin or llms-full.txt', () => {
    const files = [
      ...listFiles(buildDir, 'references/livelink.js', ['.html', '.md']),
      ...listFiles(buildDir, 'references/livelink.react', ['.html', '.md']),
    ].map((file) => path.join(buildDir, file));
    expect(files.length).toBeGreaterThan(200);
    files.push(path.join(buildDir, 'llms-full.txt'), path.join(buildDir, 'llms.txt'));
    const found = files.flatMap((file) => {
      const text = readFileSync(file, 'utf8');
      return INTERNAL_NAMES.filter((name) => text.includes(name)).map(
        (name) => `${path.relative(buildDir, file)}: ${name}`,
      );
    });
    expect(found).toEqual([]);
  });

  it('are unknown to the MCP symbol tools', async () => {
    const symbols = await readLibrarySymbols(buildDir);
    expect(findSymbols(symbols, 'TO_REMOVE__ViewportsAddedEvent')).toEqual([]);
    await expect(
      describeSymbol(buildDir, symbols, 'Livelink.TO_REMOVE__startIfReady'),
    ).rejects.toThrow(/has no member/);
  });
});

describe('deprecated members', () => {
  let symbols: LibrarySymbol[] = [];
  beforeAll(async () => {
    symbols = await readLibrarySymbols(buildDir);
  });

  it('show a badge beside their name and the package’s note under it, at their old anchor', async () => {
    const {page, close} = await openPage(browser());
    try {
      await page.goto('/references/livelink.js/classes/EntityUpdatedEvent#change_source', {
        waitUntil: 'networkidle',
      });
      const heading = page.locator('article h3#change_source');
      expect(await heading.locator('.deprecation-badge').textContent()).toBe('Deprecated');
      expect(await heading.locator('del').textContent()).toBe('change_source');
      const note = heading.locator('xpath=following-sibling::*[1]');
      expect(await note.getAttribute('class')).toContain('deprecation-notice');
      expect((await note.textContent())?.trim()).toMatch(
        /^Deprecated: Use EditionEvent\.isLocal and EditionEvent\.isExternal instead\./,
      );
      // The table of contents carries the badge too.
      expect(
        await page
          .locator('.table-of-contents a[href="#change_source"] .deprecation-badge')
          .count(),
      ).toBe(1);

      await page.goto('/references/livelink.js/classes/Scene#findentitiesbynames', {
        waitUntil: 'networkidle',
      });
      const method = page.locator('article h3#findentitiesbynames');
      expect(await method.locator('.deprecation-badge').isVisible()).toBe(true);
      expect((await method.locator('xpath=following-sibling::*[1]').textContent())?.trim()).toBe(
        'Deprecated: @3dverse/livelink gives no replacement.',
      );
      // The note moved up: no "Deprecated" heading is left at the end of the member's section.
      expect(await page.locator('article h4', {hasText: /^Deprecated$/}).count()).toBe(0);
    } finally {
      await close();
    }
  });

  it('are marked in search results', async () => {
    const {page, close} = await openPage(browser());
    try {
      await page.goto('/search?q=findEntitiesByNames', {waitUntil: 'networkidle'});
      const results = page.locator('[data-search-page] ol');
      await page.locator('[data-search-page] [data-search-section]').first().waitFor();
      await expect
        .poll(async () => (await results.textContent()) ?? '')
        .toMatch(/findEntitiesByNames\(\)\s*Deprecated/);
    } finally {
      await close();
    }
  });

  it('are marked in the Markdown twins and by the MCP symbol tools', async () => {
    const twin = readFileSync(
      path.join(buildDir, 'references/livelink.js/classes/Scene.md'),
      'utf8',
    );
    expect(twin).toContain(
      '### ~~findEntitiesByNames()~~\n\n**Deprecated:** @3dverse/livelink gives no replacement.',
    );
    const member = await describeSymbol(buildDir, symbols, 'Scene.findEntitiesByNames');
    expect(member).toContain('**Deprecated.**');
    const owner = await describeSymbol(buildDir, symbols, 'Scene');
    expect(owner).toMatch(/findEntitiesByNames.*\(deprecated\)/);
    const event = await describeSymbol(buildDir, symbols, 'EntityUpdatedEvent.change_source');
    expect(event).toContain('Use [EditionEvent.isLocal]');
  });
});
