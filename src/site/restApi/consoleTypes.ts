/*
 * What the API console of an operation page knows about its operation: a
 * small JSON file per operation, written from the OpenAPI file at build time
 * (src/plugins/api-console) and fetched when the reader opens the console,
 * so none of it weighs on the page's first load.
 */

/**
 * The part of JSON Schema the console checks values against, `$ref`s kept
 * as names of `ConsoleOperation.schemas` so recursive schemas stay finite.
 */
export type ConsoleSchema = {
  $ref?: string;
  type?: string | string[];
  format?: string;
  enum?: unknown[];
  const?: unknown;
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: number;
  exclusiveMaximum?: number;
  minLength?: number;
  maxLength?: number;
  pattern?: string;
  minItems?: number;
  maxItems?: number;
  minProperties?: number;
  maxProperties?: number;
  items?: ConsoleSchema;
  properties?: Record<string, ConsoleSchema>;
  required?: string[];
  additionalProperties?: boolean | ConsoleSchema;
  oneOf?: ConsoleSchema[];
  anyOf?: ConsoleSchema[];
  allOf?: ConsoleSchema[];
};

/** Where a parameter goes; cookies are left out, since a page cannot set another site's. */
export type ConsoleParameterLocation = 'path' | 'query' | 'header';

/** A parameter the reader fills in. */
export type ConsoleParameter = {
  name: string;
  location: ConsoleParameterLocation;
  required: boolean;
  description: string;
  schema: ConsoleSchema;
  /** The file's example, shown as a placeholder and used to prefill required fields. */
  example?: unknown;
  /** How a query parameter holding an array or object is written. */
  style: 'form' | 'deepObject';
  explode: boolean;
};

/** The request body, in the first media type the operation accepts. */
export type ConsoleBody = {required: boolean; description: string} & (
  | {kind: 'json'; mediaType: string; schema: ConsoleSchema; example: unknown}
  /** A form with one part per file, as uploads take. */
  | {kind: 'multipart'; mediaType: string; part: string}
  /** One file sent as the body, in one of `mediaTypes`. */
  | {kind: 'file'; mediaTypes: string[]}
);

/** A credential the operation accepts, sent in a header. */
export type ConsoleCredential = {
  /** The security scheme's name in the OpenAPI file (`api_key`). */
  scheme: string;
  /** What the console calls it ("API key"). */
  label: string;
  header: string;
  description: string;
};

/**
 * How the operation's `@3dverse/api` function takes its arguments: one
 * object of path and query parameters plus the body, its fields spread
 * (`bodyArgument` null) or under one name; or, for calls of another shape
 * (files, extra headers), the file's own sample as it is.
 */
export type ConsoleClientCall =
  | {kind: 'generated'; functionName: string; bodyArgument: string | null}
  | {kind: 'fixed'; code: string};

/** Everything the console needs about one operation. */
export type ConsoleOperation = {
  operationId: string;
  title: string;
  /** Upper-case HTTP method. */
  method: string;
  /** The path template, such as `/users/{user_id}`. */
  path: string;
  parameters: ConsoleParameter[];
  body: ConsoleBody | null;
  /** Alternatives: any one of them authorises the call. Empty for a public operation. */
  credentials: ConsoleCredential[];
  /** What a successful response carries, for the code samples. */
  response: 'json' | 'binary' | 'none';
  client: ConsoleClientCall | null;
  /** The OpenAPI file's first server, which `@3dverse/api` calls unless told otherwise. */
  defaultServer: string;
  /** The named schemas the parameters and body refer to. */
  schemas: Record<string, ConsoleSchema>;
};
