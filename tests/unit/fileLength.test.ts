import {readFileSync} from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import {describe, expect, it} from 'vitest';
import {projectCodeFiles, SCRIPT_EXTENSIONS, scriptKind} from '../support/projectCode';

/*
 * A file a newcomer can read in one sitting holds one idea; past about 300
 * lines of code it usually holds several. Data is exempt (a list of samples
 * or of reader queries grows with the site, not with its logic), and what
 * counts as data is read from the code rather than listed by hand: the
 * lines of a top-level constant whose value is an array or object literal.
 */

const siteDir = path.resolve(import.meta.dirname, '../..');
const MAX_CODE_LINES = 300;
const STYLE_EXTENSIONS = ['.css'];
/** What the build writes, and the small sites and declarations tests read as input. */
const NOT_WRITTEN_BY_HAND = /(^|\/)(generated|fixtures)\//;

/** The lines of a text, a final newline ending the last line rather than starting one. */
function lineCount(text: string): number {
  return text.split('\n').length - (text.endsWith('\n') ? 1 : 0);
}

/** `x as const`, `x satisfies T`, `(x)`: the literal under the wrapping. */
function unwrapped(expression: ts.Expression): ts.Expression {
  if (
    ts.isAsExpression(expression) ||
    ts.isSatisfiesExpression(expression) ||
    ts.isParenthesizedExpression(expression)
  ) {
    return unwrapped(expression.expression);
  }
  return expression;
}

/**
 * The lines of a script that are not data: all of them, less those of
 * every top-level constant (exported or not) whose value is an array or
 * object literal.
 */
function codeLines(file: string, text: string): number {
  const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, false, scriptKind(file));
  const lineOf = (position: number) => source.getLineAndCharacterOfPosition(position).line;
  let dataLines = 0;
  for (const statement of source.statements) {
    if (!ts.isVariableStatement(statement)) continue;
    if (!(statement.declarationList.flags & ts.NodeFlags.Const)) continue;
    for (const declaration of statement.declarationList.declarations) {
      const value = declaration.initializer && unwrapped(declaration.initializer);
      if (value && (ts.isArrayLiteralExpression(value) || ts.isObjectLiteralExpression(value))) {
        dataLines += lineOf(value.end) - lineOf(value.getStart(source)) + 1;
      }
    }
  }
  return lineCount(text) - dataLines;
}

/** Every file of the project's own code with more lines of code than the limit, with its count. */
function longFiles(projectDir: string): string[] {
  const files = projectCodeFiles(projectDir, [...SCRIPT_EXTENSIONS, ...STYLE_EXTENSIONS]).filter(
    (file) => !NOT_WRITTEN_BY_HAND.test(file),
  );
  return files.flatMap((file) => {
    const text = readFileSync(path.join(projectDir, file), 'utf8');
    const lines = STYLE_EXTENSIONS.some((extension) => file.endsWith(extension))
      ? lineCount(text)
      : codeLines(file, text);
    return lines > MAX_CODE_LINES ? [`${file}: ${lines} lines of code`] : [];
  });
}

describe('file length', () => {
  it('counts a top-level constant array or object as data, and everything else as code', () => {
    const text = [
      "import {x} from './x';", // 1: code
      'export const samples = [', // 2–5: data
      '  {id: 1},',
      '  {id: 2},',
      '] as const;',
      'const table = {a: 1, b: 2} satisfies Record<string, number>;', // 6: data
      'let counts = [1, 2];', // 7: code (not a constant)
      'function build() {', // 8–11: code
      '  const inner = [1, 2, 3];',
      '  return inner;',
      '}',
      'const derived = samples.map((sample) => sample.id);', // 12: code
    ].join('\n');
    expect(codeLines('example.ts', `${text}\n`)).toBe(7);
  });

  it(`finds no file of the project's code over ${MAX_CODE_LINES} lines of code`, () => {
    expect(longFiles(siteDir)).toEqual([]);
  });
});
