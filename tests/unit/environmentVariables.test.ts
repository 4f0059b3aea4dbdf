import {readdirSync, readFileSync} from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import {describe, expect, it} from 'vitest';
import {
  environmentVariables,
  environmentWith,
  readEnvironment,
  type EnvironmentVariable,
} from '../../src/settings/environmentVariables';

const siteDir = path.resolve(import.meta.dirname, '../..');

/** Where the project's code lives; `deploy/` holds nginx files, which read no variable today. */
const SCANNED = [
  'src',
  'scripts',
  'bench',
  'tests',
  'deploy',
  'docusaurus.config.ts',
  'sidebars.ts',
  'vitest.config.mts',
  'eslint.config.mjs',
];

/** Build output and installed packages: other people's code, and copies of ours. */
const SKIPPED_FOLDERS = new Set(['node_modules', 'build', '.docusaurus']);

const CODE_FILE = /\.(ts|tsx|mts|cts|js|jsx|mjs|cjs)$/;

/** The module only declares, and this test reads variables to test the helpers, not to use them. */
const NOT_READERS = new Set([
  'src/settings/environmentVariables.ts',
  path
    .relative(siteDir, import.meta.filename)
    .split(path.sep)
    .join('/'),
]);

/** How every environment variable name of the project is spelt. */
const VARIABLE_NAME = /^[A-Z][A-Z0-9_]*$/;

function codeFiles(relative: string): string[] {
  const absolute = path.join(siteDir, relative);
  if (CODE_FILE.test(relative)) return [relative];
  return readdirSync(absolute, {withFileTypes: true}).flatMap((entry) => {
    if (entry.isDirectory()) {
      return SKIPPED_FOLDERS.has(entry.name)
        ? []
        : codeFiles(path.posix.join(relative, entry.name));
    }
    return CODE_FILE.test(entry.name) ? [path.posix.join(relative, entry.name)] : [];
  });
}

function isProcessEnv(node: ts.Node): boolean {
  return (
    ts.isPropertyAccessExpression(node) &&
    node.name.text === 'env' &&
    ts.isIdentifier(node.expression) &&
    node.expression.text === 'process'
  );
}

/** `process.env` itself, or a local copy or parameter named `env`. */
function isEnvironmentObject(node: ts.Node): boolean {
  return isProcessEnv(node) || (ts.isIdentifier(node) && node.text === 'env');
}

/** The variable names a type spells out: `'A' | 'B'` keys, or `{A?: string}` members. */
function namesInType(type: ts.Node): string[] {
  const names: string[] = [];
  const visit = (node: ts.Node) => {
    if (ts.isLiteralTypeNode(node) && ts.isStringLiteral(node.literal)) {
      names.push(node.literal.text);
    } else if (ts.isPropertySignature(node) && ts.isIdentifier(node.name)) {
      names.push(node.name.text);
    }
    ts.forEachChild(node, visit);
  };
  visit(type);
  return names;
}

/**
 * The environment variables a file reads, by the idioms the project uses:
 * `process.env.NAME` (or `env.NAME` on a copy or parameter), destructuring
 * from either, `readEnvironment('NAME')`, and the names a function's
 * environment type lists (`Environment<'NAME'>`, an `env: {NAME?: string}`
 * parameter, or a type alias such as `ServerEnv`). Text inside strings, such
 * as the `process.env.API_KEY` of a generated code sample, is not a read.
 */
function environmentReads(fileName: string, text: string): string[] {
  const source = ts.createSourceFile(fileName, text, ts.ScriptTarget.Latest, true);
  const names: string[] = [];
  const visit = (node: ts.Node) => {
    if (ts.isPropertyAccessExpression(node) && isEnvironmentObject(node.expression)) {
      names.push(node.name.text);
    } else if (
      ts.isElementAccessExpression(node) &&
      isEnvironmentObject(node.expression) &&
      ts.isStringLiteralLike(node.argumentExpression)
    ) {
      names.push(node.argumentExpression.text);
    } else if (
      ts.isVariableDeclaration(node) &&
      ts.isObjectBindingPattern(node.name) &&
      node.initializer &&
      isEnvironmentObject(node.initializer)
    ) {
      for (const element of node.name.elements) {
        const key = element.propertyName ?? element.name;
        if (ts.isIdentifier(key)) names.push(key.text);
      }
    } else if (
      ts.isCallExpression(node) &&
      ts.isIdentifier(node.expression) &&
      node.expression.text === 'readEnvironment' &&
      node.arguments[0] &&
      ts.isStringLiteralLike(node.arguments[0])
    ) {
      names.push(node.arguments[0].text);
    } else if (
      ts.isTypeReferenceNode(node) &&
      ts.isIdentifier(node.typeName) &&
      node.typeName.text === 'Environment'
    ) {
      for (const argument of node.typeArguments ?? []) names.push(...namesInType(argument));
    } else if (
      ts.isParameter(node) &&
      ts.isIdentifier(node.name) &&
      node.name.text === 'env' &&
      node.type &&
      ts.isTypeLiteralNode(node.type)
    ) {
      names.push(...namesInType(node.type));
    } else if (ts.isTypeAliasDeclaration(node) && /Env$/.test(node.name.text)) {
      names.push(...namesInType(node.type));
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return names.filter((name) => VARIABLE_NAME.test(name));
}

/** Each variable the project's code reads, with the files that read it. */
function readersByVariable(): Map<string, string[]> {
  const readers = new Map<string, string[]>();
  for (const file of SCANNED.flatMap(codeFiles)) {
    if (NOT_READERS.has(file)) continue;
    for (const name of new Set(
      environmentReads(file, readFileSync(path.join(siteDir, file), 'utf8')),
    )) {
      readers.set(name, [...(readers.get(name) ?? []), file]);
    }
  }
  return readers;
}

describe('environment variables', () => {
  const declared: Record<string, EnvironmentVariable> = environmentVariables;
  const readers = readersByVariable();

  it('declares every variable the code reads', () => {
    const undeclared = [...readers]
      .filter(([name]) => !(name in declared))
      .map(([name, files]) => `${name} (read by ${files.join(', ')})`);
    expect(
      undeclared,
      'declare these in src/settings/environmentVariables.ts, then run `npm run maintainer-docs`',
    ).toEqual([]);
  });

  it('declares no variable that nothing reads', () => {
    const unread = Object.keys(declared).filter((name) => !readers.has(name));
    expect(unread, 'remove these from src/settings/environmentVariables.ts').toEqual([]);
  });

  it('keeps secrets out of the build, which publishes what it reads to the browser', () => {
    const secretsInBuild = Object.entries(declared)
      .filter(([, variable]) => variable.secret && variable.readBy.includes('build'))
      .map(([name]) => name);
    expect(secretsInBuild).toEqual([]);
  });

  it('describes every variable in one sentence, with who reads it', () => {
    for (const [name, variable] of Object.entries(declared)) {
      expect(variable.sets, name).toMatch(/^[^\n]+[.]$/);
      expect(variable.readBy.length, name).toBeGreaterThan(0);
    }
  });
});

describe('environmentReads', () => {
  it('finds the idioms the project reads its environment with', () => {
    const reads = environmentReads(
      'sample.ts',
      [
        "const a = process.env.ALPHA ?? 'x';",
        "const b = process.env['BRAVO'];",
        'const {CHARLIE} = process.env;',
        "const d = readEnvironment('DELTA');",
        "function f(env: Environment<'ECHO' | 'FOXTROT'>) {}",
        'function g(env: {GOLF?: string}) { return env.HOTEL; }',
        "type ServerEnv = Partial<Record<'INDIA', string>>;",
      ].join('\n'),
    );
    expect(reads.sort()).toEqual(
      ['ALPHA', 'BRAVO', 'CHARLIE', 'DELTA', 'ECHO', 'FOXTROT', 'GOLF', 'HOTEL', 'INDIA'].sort(),
    );
  });

  it('ignores variables named in strings, as generated code samples name them', () => {
    expect(
      environmentReads('sample.ts', 'const line = `fetch(url, {key: process.env.API_KEY})`;'),
    ).toEqual([]);
  });
});

describe('readEnvironment', () => {
  it('returns the value set, else the declared fallback, else nothing', () => {
    expect(readEnvironment('PORT', {PORT: '9000'})).toBe('9000');
    expect(readEnvironment('PORT', {})).toBe('8080');
    expect(readEnvironment('DOCS_EDIT_URL', {})).toBeUndefined();
  });

  it('leaves an empty value for its reader to judge', () => {
    expect(readEnvironment('MCP_HOST', {MCP_HOST: ''})).toBe('');
  });

  it('hands a child process the environment with the given values on top', () => {
    const child = environmentWith({MCP_PORT: '4000'});
    expect(child.MCP_PORT).toBe('4000');
    expect(Object.keys(child)).toEqual(expect.arrayContaining(Object.keys(process.env)));
  });
});
