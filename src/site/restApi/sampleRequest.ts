import {isOpenApiNode, text, type OpenApiNode} from './openApiNode';
import {queryPairs, type QueryScalar} from './queryPairs';
import {schemaExample, type Resolve} from './schemaExample';
import {credentialVariable} from './credentialVariable';
import {defaultServer, successKind, UPLOAD_PART} from './operationFacts';
import {securityRequirements, securityScheme} from './securityRequirements';
import {exampleText} from './exampleText';

/** Everything a sample needs to know about one request. */
export type SampleRequest = {
  method: string;
  /** The server and the path, its parameters filled in. */
  baseUrl: string;
  /** Query parameters with their example values, one pair per name and value as sent. */
  query: [string, QueryScalar][];
  /** The credential header, named by the security scheme; its value comes from the environment. */
  credential?: {header: string; variable: string};
  /** Header parameters other than the credential. */
  headers?: [string, string][];
  body?:
    | {kind: 'json'; value: unknown}
    | {kind: 'multipart'; part: string; fileName?: string}
    | {kind: 'file'; mediaType: string; fileName?: string};
  /** What a successful response carries. */
  response: 'json' | 'binary' | 'none';
};

/** The file a sample uploads when the reader has not chosen one. */
export const SAMPLE_FILE = 'model.fbx';

/** A parameter's example value: its own, else one built from its schema. */
function parameterExample(parameter: OpenApiNode, resolve: Resolve): unknown {
  if (parameter.example !== undefined) return parameter.example;
  return schemaExample(parameter.schema, resolve);
}

/**
 * The request a sample sends: the first server, path, query and header
 * parameters with their examples (optional query and header parameters only
 * when they have one), the first security requirement's header, and the first
 * body media type, with its example or one built from its schema.
 */
export function sampleRequest(
  spec: OpenApiNode,
  method: string,
  path: string,
  operation: OpenApiNode,
  parameters: OpenApiNode[],
  resolve: Resolve,
): SampleRequest {
  const server = defaultServer(spec);
  let filledPath = path;
  for (const parameter of parameters.filter((candidate) => candidate.in === 'path')) {
    const value = parameterExample(parameter, resolve);
    filledPath = filledPath.replace(
      `{${text(parameter.name)}}`,
      encodeURIComponent(
        typeof value === 'string' || typeof value === 'number'
          ? String(value)
          : `{${text(parameter.name)}}`,
      ),
    );
  }
  // An optional parameter is sent only when the file gives an example: a value
  // built from its schema alone would be made up.
  const sent = (parameter: OpenApiNode) =>
    parameter.required === true ||
    parameter.example !== undefined ||
    resolve(parameter.schema).example !== undefined;
  const query = parameters
    .filter((parameter) => parameter.in === 'query' && sent(parameter))
    .flatMap((parameter) =>
      queryPairs(text(parameter.name), parameterExample(parameter, resolve), {
        style: parameter.style === 'deepObject' ? 'deepObject' : 'form',
        explode: parameter.explode !== false,
      }),
    );
  const headers = parameters
    .filter((parameter) => parameter.in === 'header' && sent(parameter))
    .map((parameter): [string, string] => {
      const value = parameterExample(parameter, resolve);
      return [text(parameter.name), exampleText(value)];
    });
  const baseUrl = `${server}${filledPath}`;

  const [schemeName] = securityRequirements(spec, operation)[0] ?? [];
  const scheme = schemeName ? securityScheme(spec, schemeName) : {};
  const credential =
    scheme.type === 'apiKey' && scheme.in === 'header'
      ? {header: text(scheme.name), variable: credentialVariable(text(scheme.name))}
      : undefined;

  const requestBody = resolve(operation.requestBody);
  const [mediaType, rawMedia] = Object.entries(
    isOpenApiNode(requestBody.content) ? requestBody.content : {},
  )[0] ?? ['', undefined];
  const media = isOpenApiNode(rawMedia) ? rawMedia : undefined;
  let body: SampleRequest['body'];
  if (media && /json/.test(mediaType)) {
    body = {
      kind: 'json',
      value: media.example !== undefined ? media.example : schemaExample(media.schema, resolve),
    };
  } else if (media && mediaType === 'multipart/form-data') {
    body = {kind: 'multipart', part: UPLOAD_PART};
  } else if (media) {
    body = {kind: 'file', mediaType};
  }

  const response = successKind(operation, resolve);

  return {
    method: method.toUpperCase(),
    baseUrl,
    query,
    ...(credential ? {credential} : {}),
    ...(headers.length > 0 ? {headers} : {}),
    ...(body ? {body} : {}),
    response,
  };
}
