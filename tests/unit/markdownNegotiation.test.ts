import {readFileSync} from 'node:fs';
import path from 'node:path';
import {describe, expect, it} from 'vitest';

/*
 * The maps of deploy/nginx/docs-http.conf that choose between a page and
 * its Markdown twin, read from the file and evaluated here as nginx would:
 * exact keys first, then the regular expressions in order, else the
 * default. The patterns use only what PCRE and JavaScript read alike
 * (classes, groups, lookahead, named groups).
 */

const conf = readFileSync(
  path.resolve(import.meta.dirname, '../../deploy/nginx/docs-http.conf'),
  'utf8',
);

type NginxMap = {
  defaultValue: string;
  exact: Map<string, string>;
  patterns: {regex: RegExp; value: string}[];
};

/** A quoted or bare nginx token as nginx reads it (`\\` and `\"` unescaped, other escapes kept). */
function token(raw: string): string {
  const quoted = /^"(.*)"$/s.exec(raw) ?? /^'(.*)'$/s.exec(raw);
  return quoted ? (quoted[1] ?? '').replace(/\\(["'\\])/g, '$1') : raw;
}

/** The `map … $variable { … }` block of the configuration. */
function nginxMap(variable: string): NginxMap {
  const block = new RegExp(`^map \\S+ \\$${variable} \\{\\n([\\s\\S]*?)^\\}`, 'm').exec(conf);
  if (!block) throw new Error(`docs-http.conf has no map for $${variable}`);
  const map: NginxMap = {defaultValue: '', exact: new Map(), patterns: []};
  for (const line of (block[1] ?? '').split('\n')) {
    const entry = /^\s*("(?:[^"\\]|\\.)*"|'[^']*'|\S+)\s+(\S+);\s*$/.exec(line);
    if (!entry) continue;
    const key = token(entry[1] ?? '');
    const value = token(entry[2] ?? '');
    if (key === 'default') map.defaultValue = value;
    else if (key.startsWith('~*')) map.patterns.push({regex: new RegExp(key.slice(2), 'i'), value});
    else if (key.startsWith('~')) map.patterns.push({regex: new RegExp(key.slice(1)), value});
    else map.exact.set(key, value);
  }
  return map;
}

/** The map's value for `input`, with `$name` in a value replaced by the pattern's named group. */
function evaluate(map: NginxMap, input: string): string {
  const exact = map.exact.get(input);
  if (exact !== undefined) return exact;
  for (const {regex, value} of map.patterns) {
    const match = regex.exec(input);
    if (match) return value.replace(/\$(\w+)/g, (_, name: string) => match.groups?.[name] ?? '');
  }
  return map.defaultValue;
}

const wantsMarkdown = nginxMap('docs_wants_markdown');
const markdownTwin = nginxMap('docs_markdown_twin');

describe('which Accept headers get Markdown', () => {
  it.each([
    ['text/markdown'],
    ['TEXT/Markdown'],
    ['text/markdown, text/html;q=0.5'],
    ['text/markdown,text/html;q=0.9,*/*;q=0.8'],
    ['text/html;q=0.9, text/markdown'],
    ['text/markdown;q=1.0, text/html;q=0.9'],
    ['text/markdown; charset=utf-8'],
    ['text/markdown, */*'],
    ['text/plain, text/markdown, text/html;q=0'],
    ['text/markdown, text/html; level=1; q=0.4'],
  ])('%s: Markdown', (accept) => {
    expect(evaluate(wantsMarkdown, accept)).toBe('1');
  });

  it.each([
    // A browser's navigation.
    [
      'text/html,application/xhtml+xml,application/xml;q=0.9,image/avif,image/webp,image/apng,*/*;q=0.8,application/signed-exchange;v=b3;q=0.7',
    ],
    ['text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8'],
    ['*/*'],
    [''],
    ['text/html'],
    ['application/json'],
    // A tie goes to HTML.
    ['text/markdown, text/html'],
    ['text/html, text/markdown'],
    ['text/markdown;q=1, text/html;q=1.0'],
    // Refused, or preferred less.
    ['text/markdown;q=0, text/html'],
    ['text/markdown;q=0.5, text/html'],
    ['text/markdown;q=0'],
    // Both weighed below 1: not compared, HTML is the safe answer.
    ['text/markdown;q=0.9, text/html;q=0.5'],
    // Names that only start like the Markdown type.
    ['text/markdownish'],
    ['text/x-markdown'],
  ])('%s: HTML', (accept) => {
    expect(evaluate(wantsMarkdown, accept)).toBe('0');
  });
});

describe('which file a page asking for Markdown tries first', () => {
  it.each([
    ['1:/core-concepts/architecture', '/core-concepts/architecture.md'],
    ['1:/core-concepts/architecture/', '/core-concepts/architecture.md'],
    ['1:/references/livelink.js', '/references/livelink.js.md'],
    ['1:/', '/index.md'],
    // The twin's own address looks for a twin of the twin, finds none and is served as it is.
    ['1:/core-concepts/architecture.md', '/core-concepts/architecture.md.md'],
  ])('%s: %s', (key, file) => {
    expect(evaluate(markdownTwin, key)).toBe(file);
  });

  it.each([['0:/core-concepts/architecture'], ['0:/'], ['0:/llms.txt']])(
    '%s: nothing, the HTML is served',
    (key) => {
      expect(evaluate(markdownTwin, key)).toBe('');
    },
  );
});
