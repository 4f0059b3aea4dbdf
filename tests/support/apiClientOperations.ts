import {readFileSync} from 'node:fs';
import ts from 'typescript';

/** One HTTP call made by a function of the published `@3dverse/api` client. */
export type ClientOperation = {
  /** Name of the exported function that makes the call. */
  functionName: string;
  /** Lower-case HTTP method. */
  method: string;
  /** Path relative to the API base URL, with `{param}` placeholders. */
  path: string;
};

/** Turns `"/users/" + user_id + "/tokens"` into `/users/{user_id}/tokens`. */
function pathTemplate(expression: ts.Expression): string | undefined {
  if (ts.isStringLiteralLike(expression)) {
    return expression.text;
  }
  if (ts.isIdentifier(expression)) {
    return `{${expression.text}}`;
  }
  if (ts.isParenthesizedExpression(expression)) {
    return pathTemplate(expression.expression);
  }
  if (
    ts.isBinaryExpression(expression) &&
    expression.operatorToken.kind === ts.SyntaxKind.PlusToken
  ) {
    const left = pathTemplate(expression.left);
    const right = pathTemplate(expression.right);
    return left !== undefined && right !== undefined ? left + right : undefined;
  }
  if (ts.isTemplateExpression(expression)) {
    let result = expression.head.text;
    for (const span of expression.templateSpans) {
      const inner = pathTemplate(span.expression);
      if (inner === undefined) {
        return undefined;
      }
      result += inner + span.literal.text;
    }
    return result;
  }
  return undefined;
}

function propertyNamed(
  literal: ts.ObjectLiteralExpression,
  name: string,
): ts.Expression | undefined {
  for (const property of literal.properties) {
    if (
      ts.isPropertyAssignment(property) &&
      ts.isIdentifier(property.name) &&
      property.name.text === name
    ) {
      return property.initializer;
    }
  }
  return undefined;
}

/**
 * Reads the compiled client (`dist/index.mjs` of `@3dverse/api`) with the
 * TypeScript parser and lists, for every function, the method and path of
 * the request it sends through the client's axios instance.
 */
export function apiClientOperations(compiledClientFile: string): ClientOperation[] {
  const source = ts.createSourceFile(
    compiledClientFile,
    readFileSync(compiledClientFile, 'utf8'),
    ts.ScriptTarget.Latest,
    true,
  );
  const operations: ClientOperation[] = [];
  const visit = (node: ts.Node, functionName: string | undefined): void => {
    const name = ts.isFunctionDeclaration(node) && node.name ? node.name.text : functionName;
    if (
      name &&
      ts.isCallExpression(node) &&
      ts.isIdentifier(node.expression) &&
      node.expression.text === 'axiosInstance' &&
      node.arguments[0] &&
      ts.isObjectLiteralExpression(node.arguments[0])
    ) {
      const method = propertyNamed(node.arguments[0], 'method');
      const url = propertyNamed(node.arguments[0], 'url');
      const path = url ? pathTemplate(url) : undefined;
      if (method && ts.isStringLiteralLike(method) && path !== undefined) {
        operations.push({functionName: name, method: method.text.toLowerCase(), path});
      }
    }
    ts.forEachChild(node, (child) => visit(child, name));
  };
  visit(source, undefined);
  return operations;
}
