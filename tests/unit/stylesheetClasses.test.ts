import {readdirSync, readFileSync, statSync} from 'node:fs';
import path from 'node:path';
import {describe, expect, it} from 'vitest';
import {
  checkStylesheetClasses,
  KATEX_CLASSES,
  OTHER_DEPENDENCY_CLASSES,
  THEME_CLASSES,
  unwrittenClasses,
} from '../../src/plugins/dependency-internals/stylesheetClasses';

const siteDir = path.resolve(import.meta.dirname, '../..');

/** The classes a stylesheet's selectors name, its comments, strings and `url()`s left out. */
function selectorClasses(css: string): Set<string> {
  const selectors = css
    .replace(/\/\*[\s\S]*?\*\//g, '')
    .replace(/url\([^)]*\)|'[^']*'|"[^"]*"/g, '')
    .replace(/\{[^{}]*\}/g, ',');
  return new Set([...selectors.matchAll(/\.(-?[_a-zA-Z][\w-]*)/g)].map((match) => match[1] ?? ''));
}

/** The text of every file of the site's own code that can write a class. */
function siteCode(): string {
  const texts: string[] = [readFileSync(path.join(siteDir, 'docusaurus.config.ts'), 'utf8')];
  const visit = (folder: string) => {
    for (const name of readdirSync(folder)) {
      const file = path.join(folder, name);
      if (statSync(file).isDirectory()) visit(file);
      else if (/\.(ts|tsx|mts|mjs)$/.test(name)) texts.push(readFileSync(file, 'utf8'));
    }
  };
  visit(path.join(siteDir, 'src'));
  return texts.join('\n');
}

describe("the dependencies' classes the site's stylesheet styles", () => {
  it('are written by the installed packages where listed', () => {
    expect(unwrittenClasses(siteDir, '@docusaurus/theme-classic', THEME_CLASSES)).toEqual([]);
    expect(unwrittenClasses(siteDir, 'katex', KATEX_CLASSES)).toEqual([]);
    expect(() => checkStylesheetClasses(siteDir)).not.toThrow();
  });

  it('are found missing once a package no longer writes one', () => {
    const renamed = [
      {className: 'navbar-sidebar--open', files: ['lib/theme/Navbar/Layout/index.js']},
    ];
    expect(unwrittenClasses(siteDir, '@docusaurus/theme-classic', renamed)).toEqual([
      'navbar-sidebar--open (lib/theme/Navbar/Layout/index.js)',
    ]);
    // A word of the file that is not a class string of its own does not count.
    const partOfAnother = [
      {className: 'sidebar', files: ['lib/theme/Navbar/MobileSidebar/Layout/index.js']},
    ];
    expect(unwrittenClasses(siteDir, '@docusaurus/theme-classic', partOfAnother)).toHaveLength(1);
  });

  it("are each accounted for: every class src/css/custom.css styles is the site's own or listed", () => {
    const code = siteCode();
    const listed = new Set([
      ...THEME_CLASSES.map(({className}) => className),
      ...KATEX_CLASSES.map(({className}) => className),
      ...Object.keys(OTHER_DEPENDENCY_CLASSES),
    ]);
    const css = readFileSync(path.join(siteDir, 'src/css/custom.css'), 'utf8');
    const classes = selectorClasses(css);
    expect(classes.size).toBeGreaterThan(10);
    // A BEM element or modifier the code builds from the name of a block of its own counts as the block's.
    const inCode = (name: string) => new RegExp(`(^|[^\\w-])${name}([^\\w-]|$)`).test(code);
    const writtenBySite = (name: string) => {
      const block = name.replace(/(__|--).*$/, '');
      return inCode(name) || (block !== name && !listed.has(block) && inCode(block));
    };
    const unaccounted = [...classes].filter((name) => !listed.has(name) && !writtenBySite(name));
    expect(unaccounted).toEqual([]);
    const withAnother = selectorClasses(`${css}\n.breadcrumbs__link {color: red}`);
    expect([...withAnother].filter((name) => !listed.has(name) && !writtenBySite(name))).toEqual([
      'breadcrumbs__link',
    ]);
  });
});
