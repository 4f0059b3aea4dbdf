import {readFileSync} from 'node:fs';
import path from 'node:path';
import {describe, expect, it} from 'vitest';
import {parse} from 'yaml';
import {apiClientOperations} from '../support/apiClientOperations';
import {typecheckSnippets} from '../support/typecheckSnippets';
import {OPENAPI_FILE} from '../../src/site/restApi/openApiFile';

/*
 * Keeps our OpenAPI file honest against the published client: every function
 * of the pinned @3dverse/api has an operation with the same method and path,
 * every operation of ours is called by the client or says why it is
 * documented anyway, and every client code sample compiles against the
 * client's own type definitions.
 */
const projectDir = path.resolve(import.meta.dirname, '../..');
const HTTP_METHODS = ['get', 'put', 'post', 'delete', 'patch', 'head', 'options'] as const;

type CodeSample = {lang: string; label?: string; source: string};
type Operation = {
  operationId?: string;
  summary?: string;
  description?: string;
  tags?: string[];
  'x-codeSamples'?: CodeSample[];
  'x-documented-only'?: string;
};
type Spec = {
  openapi: string;
  servers?: {url: string}[];
  paths: Record<string, Partial<Record<(typeof HTTP_METHODS)[number], Operation>>>;
  webhooks?: Record<string, Partial<Record<string, Operation & {requestBody?: unknown}>>>;
  components?: {
    schemas?: Record<string, unknown>;
    securitySchemes?: Record<string, {name?: string}>;
  };
};

const spec = parse(readFileSync(path.join(projectDir, OPENAPI_FILE), 'utf8')) as Spec;
const clientOperations = apiClientOperations(
  path.join(projectDir, 'node_modules/@3dverse/api/dist/index.mjs'),
);

/** `/users/{user_id}` and `/users/{id}` are the same route. */
const routeKey = (method: string, routePath: string) =>
  `${method.toUpperCase()} ${routePath.replace(/\{[^}]+\}/g, '{}')}`;

const specOperations = Object.entries(spec.paths).flatMap(([routePath, item]) =>
  HTTP_METHODS.filter((method) => item[method]).map((method) => ({
    method,
    path: routePath,
    operation: item[method] as Operation,
  })),
);
const specByRoute = new Map(
  specOperations.map((entry) => [routeKey(entry.method, entry.path), entry]),
);
const clientRoutes = new Set(
  clientOperations.map((operation) => routeKey(operation.method, operation.path)),
);

describe('the OpenAPI file against the pinned @3dverse/api client', () => {
  it('reads the client', () => {
    expect(clientOperations.length).toBeGreaterThan(70);
  });

  it.each(clientOperations.map((operation) => [operation.functionName, operation] as const))(
    '%s() has an operation with the same method and path',
    (_name, clientOperation) => {
      const documented = specByRoute.get(routeKey(clientOperation.method, clientOperation.path));
      expect(
        documented,
        `${clientOperation.method.toUpperCase()} ${clientOperation.path}`,
      ).toBeDefined();
      expect(documented?.operation.operationId).toBe(clientOperation.functionName);
      expect(documented?.operation.description).toContain(
        `Wrapped by \`${clientOperation.functionName}()\``,
      );
    },
  );

  it('has no operation the client does not call, unless it says why it is documented', () => {
    const unexplained = specOperations
      .filter((entry) => !clientRoutes.has(routeKey(entry.method, entry.path)))
      .filter((entry) => !entry.operation['x-documented-only']?.trim())
      .map((entry) => `${entry.method.toUpperCase()} ${entry.path}`);
    expect(unexplained).toEqual([]);
  });

  it('gives every operation a unique id, a summary, a tag and a description', () => {
    const ids = specOperations.map((entry) => entry.operation.operationId);
    expect(new Set(ids).size).toBe(ids.length);
    for (const {operation} of specOperations) {
      expect(operation.summary?.trim(), operation.operationId).toBeTruthy();
      expect(operation.tags?.length, operation.operationId).toBe(1);
      expect((operation.description ?? '').length, operation.operationId).toBeGreaterThan(60);
    }
  });
});

describe('the OpenAPI file itself', () => {
  it('is OpenAPI 3.1 with the platform base URL and both credentials', () => {
    expect(spec.openapi).toMatch(/^3\.1\./);
    expect(spec.servers?.[0]?.url).toBe('https://api.3dverse.com/app/v1');
    expect(
      Object.values(spec.components?.securitySchemes ?? {})
        .map((scheme) => scheme.name)
        .sort(),
    ).toEqual(['api_key', 'user_token']);
  });

  it('declares the folder, group, session, source file and user schemas', () => {
    expect(Object.keys(spec.components?.schemas ?? {})).toEqual(
      expect.arrayContaining(['Folder', 'Group', 'Session', 'SourceFile', 'User']),
    );
  });

  it('describes the event notifications as webhooks with a payload', () => {
    const webhooks = Object.values(spec.webhooks ?? {}).flatMap((item) => Object.values(item));
    expect(webhooks.length).toBeGreaterThan(0);
    for (const webhook of webhooks) {
      expect(webhook?.requestBody).toBeDefined();
    }
  });
});

describe('@3dverse/api code samples', () => {
  const samples = specOperations.flatMap(({operation}) =>
    (operation['x-codeSamples'] ?? [])
      .filter((sample) => sample.label === '@3dverse/api')
      .map((sample) => ({
        operationId: operation.operationId ?? '',
        lang: sample.lang,
        source: sample.source,
      })),
  );
  const diagnostics = typecheckSnippets(
    projectDir,
    samples.map((sample) => ({
      fileName: `.doc-snippets/api_${sample.operationId}.ts`,
      code: `${sample.source}\nexport {};\n`,
    })),
  );

  it('exist for every operation the client wraps', () => {
    const withSample = new Set(samples.map((sample) => sample.operationId));
    for (const clientOperation of clientOperations) {
      expect(withSample, clientOperation.functionName).toContain(clientOperation.functionName);
    }
  });

  it.each(samples.map((sample) => [sample.operationId, sample] as const))(
    'the sample of %s calls it, compiles against @3dverse/api, and says it is TypeScript',
    (operationId, sample) => {
      expect(sample.lang).toBe('TypeScript');
      expect(sample.source).toMatch(new RegExp(`\\b${operationId}\\(`));
      expect(diagnostics.get(`.doc-snippets/api_${operationId}.ts`)).toEqual([]);
    },
  );
});
