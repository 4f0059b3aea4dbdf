import ts from 'typescript';
import type {ConsoleClientCall} from './consoleTypes';

/** The first call of a function in a sample: missing, one object of named values, or another shape. */
type SampleCall = {shape: 'missing'} | {shape: 'other'} | {shape: 'object'; names: string[]};

function sampleCall(source: string, functionName: string): SampleCall {
  const file = ts.createSourceFile('sample.ts', source, ts.ScriptTarget.Latest, true);
  let call: SampleCall = {shape: 'missing'};
  const visit = (node: ts.Node): void => {
    if (call.shape !== 'missing') return;
    if (
      ts.isCallExpression(node) &&
      ts.isIdentifier(node.expression) &&
      node.expression.text === functionName
    ) {
      const [first, ...rest] = node.arguments;
      // A progress callback, a content type, a headers object: a call the console cannot rewrite.
      call =
        first && rest.length === 0 && ts.isObjectLiteralExpression(first)
          ? {
              shape: 'object',
              names: first.properties.flatMap((property) =>
                property.name && ts.isIdentifier(property.name) ? [property.name.text] : [],
              ),
            }
          : {shape: 'other'};
      return;
    }
    ts.forEachChild(node, visit);
  };
  visit(file);
  return call;
}

/**
 * How the operation's `@3dverse/api` function takes its arguments, read
 * from the file's own sample for it: the object it passes holds the path and
 * query parameters, then either the body's fields or the body under one
 * name (`entity_components`, `asset_ids`). The console can then write the
 * call with the reader's values. A call of another shape (more arguments, a
 * file, a name it cannot place) keeps the sample as it is.
 */
export function clientCall(
  functionName: string,
  sample: string | undefined,
  {
    parameters,
    body,
  }: {parameters: readonly string[]; body: 'none' | 'file' | {fields: readonly string[]}},
): ConsoleClientCall | null {
  if (sample === undefined) return null;
  const fixed: ConsoleClientCall = {kind: 'fixed', code: sample.trimEnd()};
  const call = sampleCall(sample, functionName);
  if (call.shape !== 'object' || body === 'file') return fixed;
  const others = call.names.filter((name) => !parameters.includes(name));
  if (body === 'none') {
    return others.length === 0 ? {kind: 'generated', functionName, bodyArgument: null} : fixed;
  }
  const unknown = others.filter((name) => !body.fields.includes(name));
  if (unknown.length === 0) return {kind: 'generated', functionName, bodyArgument: null};
  const [bodyArgument] = unknown;
  return unknown.length === 1 && others.length === 1 && bodyArgument
    ? {kind: 'generated', functionName, bodyArgument}
    : fixed;
}
