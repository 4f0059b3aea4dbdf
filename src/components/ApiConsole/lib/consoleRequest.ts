import type {SampleRequest} from '../../../site/restApi/sampleRequest';
import type {ConsoleCredential, ConsoleOperation} from '../../../site/restApi/consoleTypes';
import {queryPairs} from '../../../site/restApi/queryPairs';
import {fieldValue} from './fieldValue';
import {parameterKey} from './parameterKey';
import {schemaIssues, type SchemaIssue} from './schemaIssues';
import {credentialVariable} from '../../../site/restApi/credentialVariable';
import {urlWithQuery} from '../../../site/restApi/sampleUrl';
import {exampleText} from '../../../site/restApi/exampleText';

/** What the reader has entered in the console. */
export type ConsoleForm = {
  /** The chosen server, from the settings' list. */
  server: string;
  /** Each parameter field's text, by `parameterKey`. */
  fields: Record<string, string>;
  /** The JSON body editor's text. */
  bodyText: string;
  /** The files chosen for an upload or a file body. */
  files: readonly File[];
  /** The credential the reader chose to send, if the operation takes one. */
  credential: ConsoleCredential | undefined;
};

/** The body as it will be sent. */
export type PreparedBody =
  | {kind: 'json'; mediaType: string; text: string}
  | {kind: 'multipart'; part: string; files: readonly File[]}
  | {kind: 'file'; mediaType: string; file: File};

/** A request ready to send, the credential's value aside, and what the samples show of it. */
export type PreparedRequest = {
  method: string;
  /** The full URL: server, path with its values, query string. */
  url: string;
  /** The path with its values, as the confirmation names the resource. */
  resource: string;
  /** Header parameters; the credential and content type are added when sending. */
  headers: [string, string][];
  body: PreparedBody | null;
  /** The parameters' values by name and the body's, for the `@3dverse/api` sample. */
  values: {parameters: [string, unknown][]; body: unknown};
  sample: SampleRequest;
};

/** Half of a character: a surrogate without its pair, which no URL or header can carry. */
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

/** Whether `value`, or a string inside it, holds half of a character (see `LONE_SURROGATE`). */
function holdsHalfCharacter(value: unknown): boolean {
  if (typeof value === 'string') return LONE_SURROGATE.test(value);
  if (Array.isArray(value)) return value.some(holdsHalfCharacter);
  if (value && typeof value === 'object') {
    return Object.entries(value).some(
      ([key, item]) => LONE_SURROGATE.test(key) || holdsHalfCharacter(item),
    );
  }
  return false;
}

/**
 * The request the console would send for `form`, and everything wrong with
 * it: required parameters left empty, values the schema rejects or a URL
 * cannot carry, a body that is not JSON or does not match its schema, a
 * missing file. The
 * console sends nothing while the list is not empty; the request is
 * complete enough for the code samples either way.
 */
export function consoleRequest(
  operation: ConsoleOperation,
  form: ConsoleForm,
): {request: PreparedRequest; issues: SchemaIssue[]} {
  const issues: SchemaIssue[] = [];
  const parameters: [string, unknown][] = [];
  let resource = operation.path;
  const query: SampleRequest['query'] = [];
  const headers: [string, string][] = [];
  for (const parameter of operation.parameters) {
    const value = fieldValue(
      form.fields[parameterKey(parameter)] ?? '',
      parameter.schema,
      operation.schemas,
    );
    if (value === undefined) {
      if (parameter.required) issues.push({path: parameter.name, message: 'is required'});
      continue;
    }
    // Encoding it into the URL would throw, and take the whole console down with it.
    if (holdsHalfCharacter(value)) {
      issues.push({path: parameter.name, message: 'holds half of a character, which a URL cannot'});
      continue;
    }
    const text = exampleText(value);
    // The browser reads a path segment `.` or `..` as a step in the path,
    // escaped or not, and would send the request to another resource.
    if (parameter.location === 'path' && (text === '.' || text === '..')) {
      issues.push({path: parameter.name, message: `cannot be "${text}" in a URL's path`});
      continue;
    }
    issues.push(...schemaIssues(value, parameter.schema, operation.schemas, parameter.name));
    parameters.push([parameter.name, value]);
    if (parameter.location === 'path') {
      resource = resource.replace(`{${parameter.name}}`, encodeURIComponent(text));
    } else if (parameter.location === 'query') {
      query.push(...queryPairs(parameter.name, value, parameter));
    } else {
      headers.push([parameter.name, text]);
    }
  }

  let body: PreparedBody | null = null;
  let bodyValue: unknown;
  let sampleBody: SampleRequest['body'];
  const spec = operation.body;
  if (spec?.kind === 'json') {
    const text = form.bodyText.trim();
    if (text === '') {
      if (spec.required) issues.push({path: 'body', message: 'is required'});
    } else {
      try {
        bodyValue = JSON.parse(text);
        issues.push(...schemaIssues(bodyValue, spec.schema, operation.schemas, 'body'));
        body = {kind: 'json', mediaType: spec.mediaType, text: JSON.stringify(bodyValue)};
        sampleBody = {kind: 'json', value: bodyValue};
      } catch (error) {
        issues.push({path: 'body', message: `is not valid JSON (${(error as Error).message})`});
      }
    }
  } else if (spec) {
    const [first] = form.files;
    if (!first) {
      if (spec.required) issues.push({path: 'body', message: 'needs a file: choose one'});
    } else if (spec.kind === 'multipart') {
      body = {kind: 'multipart', part: spec.part, files: form.files};
      sampleBody = {kind: 'multipart', part: spec.part, fileName: first.name};
    } else {
      const mediaType = spec.mediaTypes.includes(first.type) ? first.type : spec.mediaTypes[0];
      body = {kind: 'file', mediaType: mediaType ?? 'application/octet-stream', file: first};
      sampleBody = {kind: 'file', mediaType: body.mediaType, fileName: first.name};
    }
  }

  const base = `${form.server}${resource}`;
  const credential = form.credential;
  return {
    request: {
      method: operation.method,
      url: urlWithQuery(base, query),
      resource,
      headers,
      body,
      values: {parameters, body: bodyValue},
      sample: {
        method: operation.method,
        baseUrl: base,
        query,
        ...(credential
          ? {
              credential: {
                header: credential.header,
                variable: credentialVariable(credential.header),
              },
            }
          : {}),
        ...(headers.length > 0 ? {headers} : {}),
        ...(sampleBody ? {body: sampleBody} : {}),
        response: operation.response,
      },
    },
    issues,
  };
}
