import {readFileSync} from 'node:fs';
import path from 'node:path';
import {describe, expect, it} from 'vitest';
import {gitOutput} from '../../src/site/files/gitOutput';
import {openPage} from './support/browser';
import {sharedBrowser} from './support/fixtures';
import {pagePool} from './support/pagePool';

/*
 * Written pages show when they last changed, from git; generated references
 * say which package version they describe instead. With no repository URL
 * configured (DOCS_EDIT_URL), no page shows an edit link.
 */
const browser = sharedBrowser();
const pool = pagePool(browser, 1);
const siteDir = path.resolve(import.meta.dirname, '../..');

/** The date of a file's last commit, as the site writes dates (en-US, UTC). */
function lastCommitDate(file: string): string {
  const seconds = Number(gitOutput(siteDir, ['log', '-1', '--format=%ct', '--', file]));
  return new Intl.DateTimeFormat('en-US', {dateStyle: 'medium', timeZone: 'UTC'}).format(
    new Date(seconds * 1000),
  );
}

describe('page history', () => {
  it('dates a guide page and a devlog post by their last commit, with no edit link', async () => {
    await pool.use(async ({page}) => {
      for (const [route, file] of [
        ['/core-concepts/architecture', 'docs/core-concepts/architecture.mdx'],
        [
          '/devlog/2025/10/14/digital-twin-sync-opc-ua-mqtt',
          'devlog/2025-10-14-digital-twin-sync-opc-ua-mqtt/index.mdx',
        ],
      ] as const) {
        await page.goto(route, {waitUntil: 'networkidle'});
        const updated = page.locator('.theme-last-updated');
        expect(await updated.textContent(), route).toBe(`Last updated on ${lastCommitDate(file)}`);
        expect(await page.locator('.theme-edit-this-page').count(), route).toBe(0);
      }
    });
  });

  it('names the package version a generated reference page describes, instead of a date', async () => {
    const {page, close} = await openPage(browser());
    const version = (name: string) =>
      (
        JSON.parse(
          readFileSync(path.join(siteDir, 'node_modules', name, 'package.json'), 'utf8'),
        ) as {version: string}
      ).version;
    try {
      for (const [route, source] of [
        [
          '/references/livelink.js/classes/Scene',
          `@3dverse/livelink ${version('@3dverse/livelink')}`,
        ],
        [
          '/references/livelink.react/functions/useEntity',
          `@3dverse/livelink-react ${version('@3dverse/livelink-react')}`,
        ],
        [
          '/references/entity-components',
          `@3dverse/livelink.core ${version('@3dverse/livelink.core')}`,
        ],
      ] as const) {
        await page.goto(route, {waitUntil: 'networkidle'});
        expect(await page.locator('[data-reference-source]').textContent(), route).toBe(
          `Generated from ${source}.`,
        );
        expect(await page.locator('.theme-last-updated').count(), route).toBe(0);
      }
    } finally {
      await close();
    }
  });
});
