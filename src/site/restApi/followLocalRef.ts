import {isOpenApiNode, text, type OpenApiNode} from './openApiNode';
import type {Resolve} from './schemaExample';

/**
 * Where following a `$ref` ended: at the `node` it leads to; at a reference
 * that could not be followed (`stuckAt`); or `nowhere`, when a reference
 * points at something missing or at something other than an object.
 */
type RefEnd = {node: OpenApiNode} | {stuckAt: string} | {nowhere: true};

/**
 * Follows a `$ref` inside `document` (`#/components/schemas/Asset`) to the
 * object it points at, through any chain of references. Segments are
 * unescaped as JSON Pointer writes them (`~1` for `/`, `~0` for `~`), so a
 * schema named `a/b` is found. A reference into another file, or one that
 * comes back round to a reference already followed (a schema defined as
 * itself), ends the walk there: the caller decides whether to name it or
 * drop it.
 */
export function followLocalRef(document: OpenApiNode, ref: string): RefEnd {
  const followed = new Set<string>();
  let current = ref;
  while (current.startsWith('#/') && !followed.has(current)) {
    followed.add(current);
    const target = current
      .slice(2)
      .split('/')
      .map((segment) => segment.replace(/~1/g, '/').replace(/~0/g, '~'))
      .reduce<unknown>((node, key) => (isOpenApiNode(node) ? node[key] : undefined), document);
    if (!isOpenApiNode(target)) return {nowhere: true};
    if (typeof target.$ref !== 'string') return {node: target};
    current = target.$ref;
  }
  return {stuckAt: current};
}

/**
 * A node of `document` with its local `$ref` followed (see
 * `followLocalRef`): the node itself when it has none, `{}` when it is not
 * an object or its reference leads nowhere, into another file or round a
 * loop.
 */
export function resolveOnce(document: OpenApiNode, value: unknown): OpenApiNode {
  if (!isOpenApiNode(value)) return {};
  if (typeof value.$ref !== 'string') return value;
  const end = followLocalRef(document, value.$ref);
  return 'node' in end ? end.node : {};
}

/**
 * Resolves the document's local `$ref`s. A reference that cannot be
 * followed, into another file or round a loop such as a schema defined as
 * itself, stands as an object titled with its last segment: the name the
 * pages show for it.
 */
export function resolver(spec: OpenApiNode): Resolve {
  return (value) => {
    if (!isOpenApiNode(value)) return {};
    const ref = text(value.$ref);
    if (!ref) return value;
    const end = followLocalRef(spec, ref);
    if ('node' in end) return end.node;
    return 'stuckAt' in end ? {title: end.stuckAt.split('/').at(-1)} : {};
  };
}
