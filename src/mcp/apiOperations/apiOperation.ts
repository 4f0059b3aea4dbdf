/*
 * The REST API's operations as the MCP tools list and describe them, read
 * from the OpenAPI file the site publishes.
 */

/** One operation of the REST API, in brief. */
export type ApiOperationSummary = {
  operationId: string;
  /** HTTP method in upper case. */
  method: string;
  /** Path template under the server URL, such as `/users/{user_id}`. */
  path: string;
  summary: string;
  tags: string[];
  /**
   * The `@3dverse/api` function that sends this request. The package names
   * one function after each operationId, as the file's info section states.
   */
  clientFunction: string;
  /** Site path of the operation's reference page; its Markdown twin is this path plus `.md`. */
  url: string;
};

/** A parameter of an operation, its `$ref` resolved. */
export type ApiParameter = {
  name: string;
  /** `path`, `query`, `header` or `cookie`. */
  location: string;
  required: boolean;
  /** The schema as a one-line TypeScript-like type. */
  type: string;
  description: string;
};

/** A body in one media type. */
export type ApiContent = {
  contentType: string;
  /** The schema as a TypeScript-like type followed by the named schemas it uses; '' without a schema. */
  schema: string;
};

/** The request body an operation accepts. */
export type ApiRequestBody = {
  required: boolean;
  description: string;
  content: ApiContent[];
};

/** A response header, as documented. */
export type ApiResponseHeader = {name: string; type: string; description: string};

/** One documented response of an operation, its `$ref` resolved. */
export type ApiResponse = {
  /** HTTP status code, or a range such as `2XX`, or `default`. */
  status: string;
  description: string;
  headers: ApiResponseHeader[];
  content: ApiContent[];
};

/** A code sample written with the `@3dverse/api` client. */
export type ApiClientSample = {language: string; code: string};

/** An operation with everything needed to call it. */
export type ApiOperation = ApiOperationSummary & {
  description: string;
  /**
   * The security schemes that may authorise the call (`api_key`,
   * `user_token`): the operation's own, else the document's.
   */
  credentials: string[];
  parameters: ApiParameter[];
  requestBody?: ApiRequestBody;
  responses: ApiResponse[];
  clientSample?: ApiClientSample;
};
