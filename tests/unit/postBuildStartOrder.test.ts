import {readFileSync} from 'node:fs';
import path from 'node:path';
import {describe, expect, it} from 'vitest';
import {
  checkPostBuildStartOrder,
  POST_BUILD_MODULE,
  startsPostBuildInOrder,
} from '../../src/plugins/built-pages/postBuildStartOrder';
import {installedPackageText} from '../../src/site/installedVersion';

const siteDir = path.resolve(import.meta.dirname, '../..');

describe("the start order of the plugins' post-build steps", () => {
  it('holds in the installed @docusaurus/core', () => {
    expect(() => checkPostBuildStartOrder(siteDir)).not.toThrow();
  });

  it('is recognised only in the form checked: one Promise.all over the plugins list, as a conservative check', () => {
    const source = installedPackageText(siteDir, '@docusaurus/core', POST_BUILD_MODULE);
    expect(startsPostBuildInOrder(source)).toBe(true);
    // Running the steps one after another in list order would still do, but the check asks for the form it knows.
    const sequential = source.replace(
      /Promise\.all\(plugins\.map\(async \(plugin\) =>/,
      'for (const plugin of plugins) (async () =>',
    );
    expect(sequential).not.toBe(source);
    expect(startsPostBuildInOrder(sequential)).toBe(false);
    expect(startsPostBuildInOrder(source.replace(/plugins\.map\(/, 'sortedPlugins.map('))).toBe(
      false,
    );
  });

  it('has the social cards listed before the reading of the built pages', () => {
    const config = readFileSync(path.join(siteDir, 'docusaurus.config.ts'), 'utf8');
    const cards = config.indexOf("'./src/plugins/social-cards/index.ts'");
    const reading = config.indexOf("'./src/plugins/built-pages/index.ts'");
    expect(cards).toBeGreaterThan(-1);
    expect(reading).toBeGreaterThan(cards);
  });
});
