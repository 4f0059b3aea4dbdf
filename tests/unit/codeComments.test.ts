import {existsSync, readFileSync, statSync} from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import {describe, expect, it} from 'vitest';
import {listFiles} from '../support/listFiles';
import {GENERATED, projectCodeFiles, scriptKind} from '../support/projectCode';

/*
 * A comment says why the code is as it is, in the code's own terms. A
 * pointer to a tracker entry or to a document outside the code leaves the
 * reader to go and find the reason, and goes stale when that moves. Only
 * comments are read: strings, such as the link to the issue tracker that a
 * reader is shown, are the site's text, not citations.
 */

const siteDir = path.resolve(import.meta.dirname, '../..');
/** Files whose comments start with `#`: the nginx configuration and the CI script. */
const HASH_COMMENT_FOLDERS = ['deploy', '.ci'];

/** What a citation looks like, each with what to write instead. */
const CITATIONS: readonly {pattern: RegExp; instead: string}[] = [
  {pattern: /\bissues? #?\d+/i, instead: 'the reason, not the tracker entry'},
  // `&#39;` is an HTML entity, and a colour such as `#999988` has more digits than this allows.
  {pattern: /(?<![\w&#])#\d{1,5}\b(?![\w-])/, instead: 'the reason, not the tracker entry'},
  {pattern: /\bthe spec(ification)?\b/i, instead: 'the reason the code has, not the document'},
  {pattern: /\bsite[- ]spec(ification)?\b/i, instead: 'the reason the code has, not the document'},
];

type Comment = {line: number; text: string};

/** Nodes whose text is the program's data, where `//` and `/*` are characters, not comments. */
const LITERAL_KINDS: ReadonlySet<ts.SyntaxKind> = new Set([
  ts.SyntaxKind.StringLiteral,
  ts.SyntaxKind.NoSubstitutionTemplateLiteral,
  ts.SyntaxKind.TemplateHead,
  ts.SyntaxKind.TemplateMiddle,
  ts.SyntaxKind.TemplateTail,
  ts.SyntaxKind.RegularExpressionLiteral,
  ts.SyntaxKind.JsxText,
]);

/**
 * The comments of a TypeScript or JavaScript file. The parser finds the
 * strings, templates, regular expressions and JSX text, so that `//` inside
 * them is not taken for a comment; everything else is read in one pass.
 */
function scriptComments(file: string, text: string): Comment[] {
  const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, false, scriptKind(file));
  const literalEnds = new Map<number, number>();
  const findLiterals = (node: ts.Node) => {
    const start = node.getStart(source);
    if (LITERAL_KINDS.has(node.kind) && node.end > start) literalEnds.set(start, node.end);
    node.forEachChild(findLiterals);
  };
  findLiterals(source);
  const comments: Comment[] = [];
  let at = 0;
  while (at < text.length) {
    const literalEnd = literalEnds.get(at);
    if (literalEnd !== undefined) {
      at = literalEnd;
      continue;
    }
    const opener = text.slice(at, at + 2);
    if (opener !== '//' && opener !== '/*') {
      at += 1;
      continue;
    }
    const close = opener === '//' ? text.indexOf('\n', at) : text.indexOf('*/', at + 2);
    const end = close === -1 ? text.length : opener === '//' ? close : close + 2;
    comments.push({
      line: source.getLineAndCharacterOfPosition(at).line + 1,
      text: text.slice(at, end),
    });
    at = end;
  }
  return comments;
}

/** The `#` comments of a configuration file or shell script, leaving out a `#!` line. */
function hashComments(text: string): Comment[] {
  return text.split('\n').flatMap((line, index) => {
    const at = line.search(/(^|\s)#(?!!)/);
    if (at === -1) return [];
    return [{line: index + 1, text: line.slice(at).trim()}];
  });
}

/** Every comment of the project that cites a tracker entry or a document, as `file:line: comment`. */
function citingComments(projectDir: string): string[] {
  const existing = (folders: readonly string[]) =>
    folders.filter((folder) => existsSync(path.join(projectDir, folder)));
  const scripts = projectCodeFiles(projectDir);
  const configurations = existing(HASH_COMMENT_FOLDERS)
    .flatMap((folder) => listFiles(projectDir, folder, ['']))
    .filter((file) => !GENERATED.test(file) && statSync(path.join(projectDir, file)).isFile());
  const commentsOf = (file: string): Comment[] => {
    const text = readFileSync(path.join(projectDir, file), 'utf8');
    return scripts.includes(file) ? scriptComments(file, text) : hashComments(text);
  };
  return [...scripts, ...configurations].flatMap((file) =>
    commentsOf(file).flatMap(({line, text}) =>
      CITATIONS.filter(({pattern}) => pattern.test(text)).map(
        ({instead}) => `${file}:${line}: ${text.split('\n')[0]} (write ${instead})`,
      ),
    ),
  );
}

/**
 * The exported functions, classes and values of a file that have no TSDoc
 * comment (`/** … *\/`) of their own, by name. An overload's
 * implementation shares the comment of the signatures before it, and a
 * default export is the plugin or page its file is named for.
 */
function undocumentedExports(file: string, text: string): string[] {
  const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, false, scriptKind(file));
  const documented = (node: ts.Node) =>
    (ts.getLeadingCommentRanges(text, node.pos) ?? []).some((range) =>
      text.startsWith('/**', range.pos),
    );
  const missing: string[] = [];
  let overloaded: string | undefined;
  for (const statement of source.statements) {
    const modifiers = ts.canHaveModifiers(statement) ? ts.getModifiers(statement) : undefined;
    const exported = modifiers?.some((modifier) => modifier.kind === ts.SyntaxKind.ExportKeyword);
    const isDefault = modifiers?.some((modifier) => modifier.kind === ts.SyntaxKind.DefaultKeyword);
    if (!exported || isDefault) continue;
    let name: string | undefined;
    if (ts.isFunctionDeclaration(statement) || ts.isClassDeclaration(statement)) {
      name = statement.name?.text;
    } else if (ts.isVariableStatement(statement)) {
      name = statement.declarationList.declarations
        .map((declaration) => declaration.name.getText(source))
        .join(', ');
    } else {
      continue;
    }
    const implementsOverload =
      ts.isFunctionDeclaration(statement) && statement.body !== undefined && name === overloaded;
    overloaded = ts.isFunctionDeclaration(statement) && !statement.body ? name : undefined;
    if (!implementsOverload && !documented(statement)) missing.push(`${file}: ${name ?? '?'}`);
  }
  return missing;
}

describe('code comments', () => {
  it('find citations in comments only', () => {
    const text = [
      '// Kept for issue 26.',
      "const tracker = 'https://github.com/3dverse/docs/issues/27';",
      'const entity = `&#39;`; /* as #27 asked */',
      'const colour = "#999988"; // a colour such as #999988 or &#39; cites nothing',
      '/** In the order the specification lists. */',
      'const page = <p>// issue 28, as the reader reads it</p>;',
    ].join('\n');
    const cited = scriptComments('example.tsx', text)
      .filter(({text: comment}) => CITATIONS.some(({pattern}) => pattern.test(comment)))
      .map(({line}) => line);
    expect(cited).toEqual([1, 3, 5]);
  });

  it('give their reason instead of citing an issue or a specification', () => {
    const citing = citingComments(siteDir);
    expect(citing, citing.join('\n')).toEqual([]);
  });

  it('document every exported function, class and value outside the test files', () => {
    const missing = projectCodeFiles(siteDir, ['.ts', '.tsx', '.mts', '.cts'])
      .filter(
        (file) =>
          !/\.test\.tsx?$/.test(file) && !/^tests\/(unit|validation)\/fixtures\//.test(file),
      )
      .flatMap((file) => undocumentedExports(file, readFileSync(path.join(siteDir, file), 'utf8')));
    expect(missing).toEqual([]);
  });
});
