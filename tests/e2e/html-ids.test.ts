import {readFileSync} from 'node:fs';
import path from 'node:path';
import {describe, expect, it} from 'vitest';
import {builtHtmlFiles} from '../../src/site/builtSite/builtHtmlFiles';
import {buildDir} from './support/builtPage';

/** Inline scripts and style sheets, whose text may look like attributes. */
const SCRIPT_OR_STYLE = /<(script|style)\b[^>]*>[\s\S]*?<\/\1>/g;

/** An `id` attribute, quoted or not (the HTML minifier drops quotes it does not need). */
const ID_ATTRIBUTE = /\sid=(?:"([^"]*)"|'([^']*)'|([^\s>"']+))/g;

/** The ids a page's HTML gives more than one element. */
function repeatedIds(html: string): string[] {
  const seen = new Set<string>();
  const repeated = new Set<string>();
  for (const match of html.replace(SCRIPT_OR_STYLE, '').matchAll(ID_ATTRIBUTE)) {
    const id = match[1] ?? match[2] ?? match[3] ?? '';
    if (seen.has(id)) repeated.add(id);
    seen.add(id);
  }
  return [...repeated];
}

describe('ids in the built pages', () => {
  it('are given to one element each, the two colour copies of a drawn diagram included', () => {
    const pages = builtHtmlFiles(buildDir, ['pagefind']);
    expect(pages.length).toBeGreaterThan(500);
    const repeated = pages.flatMap((page) => {
      const ids = repeatedIds(readFileSync(path.join(buildDir, page), 'utf8'));
      return ids.length > 0 ? [`${page}: ${ids.join(', ')}`] : [];
    });
    expect(repeated).toEqual([]);
    // The page with a state diagram whose self-transitions Mermaid names without the drawing's prefix.
    const stateDiagramPage = readFileSync(
      path.join(buildDir, 'core-concepts/rendering-sessions/index.html'),
      'utf8',
    );
    expect(stateDiagramPage).toMatch(/static-diagram__dark/);
  });
});
