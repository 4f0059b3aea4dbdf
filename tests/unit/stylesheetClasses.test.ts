import {readdirSync, readFileSync, statSync} from 'node:fs';
import path from 'node:path';
import {describe, expect, it} from 'vitest';
import {
  checkStylesheetClasses,
  KATEX_CLASSES,
  OPENAPI_CLASSES,
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

/** The site's own code: its config and every script under `src/` but the registry's checks, which name dependencies' classes. */
function siteCode(): string {
  const texts: string[] = [readFileSync(path.join(siteDir, 'docusaurus.config.ts'), 'utf8')];
  const visit = (folder: string) => {
    for (const name of readdirSync(folder)) {
      const file = path.join(folder, name);
      if (/dependency-?[iI]nternals$/.test(name)) continue;
      if (statSync(file).isDirectory()) visit(file);
      else if (/\.(ts|tsx|mts|mjs)$/.test(name)) texts.push(readFileSync(file, 'utf8'));
    }
  };
  visit(path.join(siteDir, 'src'));
  return texts.join('\n');
}

/**
 * The classes `code` writes: the values of `className` props and options and
 * of `class` attributes in markup it builds, the strings inside a
 * `className={…}` expression, and constants named `…_CLASS`. A word that is
 * only mentioned, in a comment or a selector, does not count.
 */
function writtenClasses(code: string): Set<string> {
  const values = [
    ...[...code.matchAll(/\bclass(?:Name)?=(["'])(.*?)\1/g)].map((match) => match[2] ?? ''),
    ...[...code.matchAll(/\bclassName:\s*(["'])(.*?)\1/g)].map((match) => match[2] ?? ''),
    ...[...code.matchAll(/\bclassName=\{([^}]*)\}/g)].flatMap((match) =>
      [...(match[1] ?? '').matchAll(/(["'`])(.*?)\1/g)].map((inner) => inner[2] ?? ''),
    ),
    ...[...code.matchAll(/\b[A-Z_]+_CLASS\s*=\s*(["'])(.*?)\1/g)].map((match) => match[2] ?? ''),
  ];
  return new Set(values.flatMap((value) => value.replace(/\$\{[^}]*\}/g, ' ').split(/\s+/)));
}

describe("the dependencies' classes the site's stylesheet styles", () => {
  it('are written by the installed packages where listed', () => {
    expect(unwrittenClasses(siteDir, '@docusaurus/theme-classic', THEME_CLASSES)).toEqual([]);
    expect(unwrittenClasses(siteDir, 'katex', KATEX_CLASSES)).toEqual([]);
    expect(unwrittenClasses(siteDir, 'docusaurus-plugin-openapi-docs', OPENAPI_CLASSES)).toEqual(
      [],
    );
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
    const written = writtenClasses(siteCode());
    const listed = new Set([
      ...THEME_CLASSES.map(({className}) => className),
      ...KATEX_CLASSES.map(({className}) => className),
      ...OPENAPI_CLASSES.map(({className}) => className),
      ...Object.keys(OTHER_DEPENDENCY_CLASSES),
    ]);
    const css = readFileSync(path.join(siteDir, 'src/css/custom.css'), 'utf8');
    const classes = selectorClasses(css);
    expect(classes.size).toBeGreaterThan(10);
    // A BEM element or modifier built from the name of a block of the site's own counts as the block's.
    const writtenBySite = (name: string) => {
      const block = name.replace(/(__|--).*$/, '');
      return written.has(name) || (block !== name && !listed.has(block) && written.has(block));
    };
    // The checked classes are not found as the site's own, or one it wrote would pass unlisted.
    const checked = [...THEME_CLASSES, ...KATEX_CLASSES, ...OPENAPI_CLASSES];
    expect(checked.filter(({className}) => written.has(className))).toEqual([]);
    const unaccounted = [...classes].filter((name) => !listed.has(name) && !writtenBySite(name));
    expect(unaccounted).toEqual([]);
    const withAnother = selectorClasses(`${css}\n.breadcrumbs__link {color: red}`);
    expect([...withAnother].filter((name) => !listed.has(name) && !writtenBySite(name))).toEqual([
      'breadcrumbs__link',
    ]);
  });
});
