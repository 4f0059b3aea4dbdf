import {clientCall} from './clientCall';
import type {
  ConsoleBody,
  ConsoleCredential,
  ConsoleOperation,
  ConsoleParameter,
  ConsoleSchema,
} from './consoleTypes';
import {isOpenApiNode, text, type OpenApiNode} from './openApiNode';
import {resolver} from './followLocalRef';
import {operationParameters} from './operationParameters';
import {apiClientSample} from './ownCodeSamples';
import {securityRequirements, securityScheme} from './securityRequirements';
import {schemaExample, type Resolve} from './schemaExample';
import {validationSchema} from './validationSchema';
import {defaultServer, operationTitle, successKind, UPLOAD_PART} from './operationFacts';

/** "API key" for `api_key`: the scheme's name as words. */
function credentialLabel(scheme: string): string {
  const words = scheme
    .split(/[_\s-]+/)
    .filter(Boolean)
    .map((word) => (word.toLowerCase() === 'api' ? 'API' : word.toLowerCase()));
  const label = words.join(' ');
  return label.charAt(0).toUpperCase() + label.slice(1);
}

function readParameters(
  parameters: OpenApiNode[],
  resolve: Resolve,
  referenced: Set<string>,
): ConsoleParameter[] {
  return parameters.flatMap((parameter) => {
    const location = parameter.in;
    if (location !== 'path' && location !== 'query' && location !== 'header') return [];
    const schema = resolve(parameter.schema);
    const required = location === 'path' || parameter.required === true;
    // A required field is prefilled, so it needs a value of the right shape even without an example.
    const example =
      parameter.example ??
      schema.example ??
      schema.default ??
      (required ? schemaExample(schema, resolve) : undefined);
    return [
      {
        name: text(parameter.name),
        location,
        required,
        description: text(parameter.description).trim(),
        schema: validationSchema(parameter.schema, referenced),
        example,
        style: parameter.style === 'deepObject' ? 'deepObject' : 'form',
        explode: parameter.explode !== false,
      },
    ];
  });
}

function readBody(
  raw: unknown,
  resolve: Resolve,
  referenced: Set<string>,
): {body: ConsoleBody | null; fields: string[]} {
  const requestBody = resolve(raw);
  const content = isOpenApiNode(requestBody.content) ? requestBody.content : {};
  const [mediaType, rawMedia] = Object.entries(content)[0] ?? [];
  if (!mediaType || !isOpenApiNode(rawMedia)) return {body: null, fields: []};
  const common = {
    required: requestBody.required === true,
    description: text(requestBody.description).trim(),
  };
  if (/json/.test(mediaType)) {
    const schema = resolve(rawMedia.schema);
    const parts = [schema, ...(Array.isArray(schema.allOf) ? schema.allOf.map(resolve) : [])];
    const fields = parts.flatMap((part) =>
      isOpenApiNode(part.properties) ? Object.keys(part.properties) : [],
    );
    return {
      body: {
        ...common,
        kind: 'json',
        mediaType,
        schema: validationSchema(rawMedia.schema, referenced),
        example: rawMedia.example ?? schemaExample(rawMedia.schema, resolve),
      },
      fields,
    };
  }
  if (mediaType === 'multipart/form-data') {
    return {body: {...common, kind: 'multipart', mediaType, part: UPLOAD_PART}, fields: []};
  }
  return {body: {...common, kind: 'file', mediaTypes: Object.keys(content)}, fields: []};
}

function readCredentials(spec: OpenApiNode, operation: OpenApiNode): ConsoleCredential[] {
  const credentials: ConsoleCredential[] = [];
  for (const names of securityRequirements(spec, operation)) {
    // The console sends one credential; a requirement of several schemes at once is not offered.
    const [name] = names;
    if (!name || names.length !== 1) continue;
    const scheme = securityScheme(spec, name);
    if (scheme.type !== 'apiKey' || scheme.in !== 'header') continue;
    credentials.push({
      scheme: name,
      label: credentialLabel(name),
      header: text(scheme.name),
      description: text(scheme.description).trim(),
    });
  }
  return credentials;
}

/**
 * What the API console of one operation needs, from the OpenAPI file:
 * its path, query and header parameters with their schemas and examples,
 * its body (JSON with its schema and an example, a form of files, or one
 * file), the credentials that authorise it, how its `@3dverse/api` function
 * is called, and the named schemas all of these refer to.
 */
export function consoleOperation(
  spec: OpenApiNode,
  method: string,
  path: string,
  operation: OpenApiNode,
  pathParameters: unknown[] = [],
): ConsoleOperation {
  const resolve = resolver(spec);
  const referenced = new Set<string>();
  const parameters = readParameters(
    operationParameters(pathParameters, operation, resolve),
    resolve,
    referenced,
  );
  const {body, fields} = readBody(operation.requestBody, resolve, referenced);
  const components = isOpenApiNode(spec.components) ? spec.components : {};
  const named = isOpenApiNode(components.schemas) ? components.schemas : {};
  const schemas: Record<string, ConsoleSchema> = {};
  // Referenced schemas refer to others in turn; each is copied once.
  for (const name of referenced) {
    if (!(name in schemas)) schemas[name] = validationSchema(named[name], referenced);
  }
  const clientSample = apiClientSample(operation);
  const operationId = text(operation.operationId);
  return {
    operationId,
    title: operationTitle(operation, method, path),
    method: method.toUpperCase(),
    path,
    parameters,
    body,
    credentials: readCredentials(spec, operation),
    response: successKind(operation, resolve),
    client: clientCall(
      operationId,
      clientSample ? text(clientSample.source) || undefined : undefined,
      {
        parameters: parameters.map((parameter) => parameter.name),
        body: body === null ? 'none' : body.kind === 'json' ? {fields} : 'file',
      },
    ),
    defaultServer: defaultServer(spec),
    schemas,
  };
}
