import {load as parseYaml} from 'js-yaml';
import {isOpenApiNode, text, type OpenApiNode} from '../../site/restApi/openApiNode';
import {operationPageId} from '../../site/restApi/operationPageId';
import {operationParameters} from '../../site/restApi/operationParameters';
import {pathOperations} from '../../site/restApi/pathOperations';
import {REST_API_ROUTE} from '../../site/references/referenceRoutes';
import {resolveOnce} from '../../site/restApi/followLocalRef';
import {apiClientSample} from '../../site/restApi/ownCodeSamples';
import {securityRequirements} from '../../site/restApi/securityRequirements';
import {inlineShape, schemaShape} from '../schemaShape';
import type {
  ApiClientSample,
  ApiContent,
  ApiOperation,
  ApiParameter,
  ApiResponse,
} from './apiOperation';

/*
 * Webhooks are left out: they have no operationId, no `@3dverse/api`
 * function and no route to call.
 */

function contentList(document: OpenApiNode, content: unknown): ApiContent[] {
  if (!isOpenApiNode(content)) return [];
  return Object.entries(content).map(([contentType, media]) => ({
    contentType,
    schema:
      isOpenApiNode(media) && media.schema !== undefined ? schemaShape(document, media.schema) : '',
  }));
}

/** The schema of a parameter or header: its own, or the one under its single media type. */
function schemaOf(node: OpenApiNode): unknown {
  if (node.schema !== undefined) return node.schema;
  const media = isOpenApiNode(node.content)
    ? Object.values(node.content).find(isOpenApiNode)
    : undefined;
  return media?.schema;
}

function readParameters(document: OpenApiNode, parameters: OpenApiNode[]): ApiParameter[] {
  return parameters.flatMap((parameter) => {
    const name = text(parameter.name);
    if (!name) return [];
    return [
      {
        name,
        location: text(parameter.in),
        required: parameter.required === true,
        type: inlineShape(document, schemaOf(parameter)),
        description: text(parameter.description).trim(),
      },
    ];
  });
}

function readResponses(document: OpenApiNode, responses: unknown): ApiResponse[] {
  if (!isOpenApiNode(responses)) return [];
  return Object.entries(responses).map(([status, raw]) => {
    const response = resolveOnce(document, raw);
    const headers = isOpenApiNode(response.headers) ? Object.entries(response.headers) : [];
    return {
      status,
      description: text(response.description).trim(),
      headers: headers.map(([name, rawHeader]) => {
        const header = resolveOnce(document, rawHeader);
        return {
          name,
          type: inlineShape(document, schemaOf(header)),
          description: text(header.description).trim(),
        };
      }),
      content: contentList(document, response.content),
    };
  });
}

function readClientSample(operation: OpenApiNode): ApiClientSample | undefined {
  const sample = apiClientSample(operation);
  if (!sample || typeof sample.source !== 'string') return undefined;
  return {language: text(sample.lang).toLowerCase(), code: sample.source.trimEnd()};
}

/**
 * Reads every operation of an OpenAPI 3 document given as YAML (or JSON)
 * text, in the document's order, with parameters, bodies and responses
 * resolved. Throws when the text is not an OpenAPI document with paths.
 */
export function readApiOperations(openApiYamlText: string): ApiOperation[] {
  const document: unknown = parseYaml(openApiYamlText);
  if (!isOpenApiNode(document) || !isOpenApiNode(document.paths)) {
    throw new Error('The text is not an OpenAPI document: it has no "paths" object.');
  }
  const resolve = (value: unknown) => resolveOnce(document, value);
  return pathOperations(document).map(({method, path, operation, operationId, shared}) => {
    const body = operation.requestBody === undefined ? undefined : resolve(operation.requestBody);
    const sample = readClientSample(operation);
    return {
      operationId,
      method: method.toUpperCase(),
      path,
      summary: text(operation.summary).trim(),
      tags: Array.isArray(operation.tags) ? operation.tags.map(String) : [],
      clientFunction: operationId,
      url: `${REST_API_ROUTE}/${operationPageId(operationId)}`,
      description: text(operation.description).trim(),
      credentials: [...new Set(securityRequirements(document, operation).flat())],
      parameters: readParameters(document, operationParameters(shared, operation, resolve)),
      ...(body && {
        requestBody: {
          required: body.required === true,
          description: text(body.description).trim(),
          content: contentList(document, body.content),
        },
      }),
      responses: readResponses(document, operation.responses),
      ...(sample && {clientSample: sample}),
    };
  });
}
