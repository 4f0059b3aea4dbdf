import {resolveOnce} from './followLocalRef';
import {isOpenApiNode, type OpenApiNode} from './openApiNode';

/**
 * The security requirements that apply to an operation, as OpenAPI decides
 * them: the operation's own `security` list when it has one (an empty list
 * lifting every requirement), else the document's. Each requirement is the
 * names of the schemes it needs together; meeting any one requirement
 * authorises the call.
 */
export function securityRequirements(document: OpenApiNode, operation: OpenApiNode): string[][] {
  const requirements: unknown = operation.security ?? document.security;
  if (!Array.isArray(requirements)) return [];
  return requirements.map((requirement) =>
    isOpenApiNode(requirement) ? Object.keys(requirement) : [],
  );
}

/**
 * The security scheme the document names `name` under
 * `components.securitySchemes`, with a local `$ref` followed; `{}` when
 * there is none.
 */
export function securityScheme(document: OpenApiNode, name: string): OpenApiNode {
  const components = isOpenApiNode(document.components) ? document.components : {};
  const schemes = isOpenApiNode(components.securitySchemes) ? components.securitySchemes : {};
  return resolveOnce(document, schemes[name]);
}
