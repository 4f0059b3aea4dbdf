import type {Code, RootContent} from 'mdast';
import type {
  ApiPageMetadata,
  InfoPageMetadata,
  SchemaPageMetadata,
} from 'docusaurus-plugin-openapi-docs/src/types';
import {jsxElement, markdownNodes, toMdx} from './mdx';
import {parseOpenApiFile} from './openApiFile';
import {resolveOnce, resolver} from './followLocalRef';
import {isOpenApiNode, type OpenApiNode} from './openApiNode';
import {operationParts, schemaSection} from './operationMarkdown';
import {operationPageId} from './operationPageId';
import {dependencyInternalChanged} from '../dependencyInternals/dependencyInternalChanged';
import {schemaExample} from './schemaExample';
import {markdownTableCell} from '../markdown/markdownTableCell';
import {SAMPLE_TABS_GROUP} from './codeSamples';

/** The components operation pages use: the site's own, rendered on the server, light in the browser. */
const OPERATION_IMPORTS = [
  `import ApiEndpoint from '@site/src/components/ApiEndpoint';`,
  `import ApiConsole from '@site/src/components/ApiConsole';`,
  `import Tabs from '@theme/Tabs';`,
  `import TabItem from '@theme/TabItem';`,
].join('\n');

function heading(depth: 1 | 2, text: string): RootContent {
  return {type: 'heading', depth, children: [{type: 'text', value: text}]};
}

function code(lang: string, value: string): Code {
  return {type: 'code', lang, value};
}

/**
 * The raw operation a generated page documents: by method and path (a path
 * item written as a local `$ref` followed, as `pathOperations` does), or a
 * webhook by its summary. Looked up from the page rather than taken from
 * `pathOperations`, which lists only operations with an `operationId`: the
 * plugin also makes a page for one without.
 */
function findOperation(
  spec: OpenApiNode,
  item: ApiPageMetadata,
): {operation: OpenApiNode; path: string; shared: unknown[]; webhook: boolean} {
  const paths = isOpenApiNode(spec.paths) ? spec.paths : {};
  const pathItem = resolveOnce(spec, paths[item.api.path]);
  if (isOpenApiNode(pathItem[item.api.method])) {
    return {
      operation: pathItem[item.api.method] as OpenApiNode,
      path: item.api.path,
      shared: Array.isArray(pathItem.parameters) ? pathItem.parameters : [],
      webhook: false,
    };
  }
  const webhooks = isOpenApiNode(spec.webhooks) ? spec.webhooks : {};
  for (const [name, hook] of Object.entries(webhooks)) {
    const operation = isOpenApiNode(hook) ? Object.values(hook).find(isOpenApiNode) : undefined;
    if (operation && operation.summary === item.title) {
      return {operation, path: name, shared: [], webhook: true};
    }
  }
  throw new Error(
    `The REST API page "${item.id}" (${item.api.method} ${item.api.path}) matches no operation or webhook of the OpenAPI file.`,
  );
}

/**
 * The page generators given to docusaurus-plugin-openapi-docs
 * (`markdownGenerators`): every REST API page is plain MDX, rendered on the
 * server like a guide page. Sections come from the OpenAPI file through the
 * same helpers as the pages' Markdown twins; code samples are written at
 * generation time and shown in the theme's tabs.
 */
export function restApiPageGenerators(specFile: string): {
  createApiPageMD: (item: ApiPageMetadata) => string;
  createInfoPageMD: (item: InfoPageMetadata) => string;
  createSchemaPageMD: (item: SchemaPageMetadata) => string;
} {
  let loaded: OpenApiNode | undefined;
  const spec = (): OpenApiNode => {
    loaded ??= parseOpenApiFile(specFile);
    return loaded;
  };

  const createApiPageMD = (item: ApiPageMetadata): string => {
    const {operation, path, shared, webhook} = findOperation(spec(), item);
    const parts = operationParts(spec(), item.api.method, path, operation, shared, {webhook});
    // The console's files, the twins and the MCP server know an operation by its operationId only.
    const operationId = typeof operation.operationId === 'string' ? operation.operationId : '';
    const pageId = operationId === '' ? '' : operationPageId(operationId);
    if (!webhook && pageId !== '' && item.id !== pageId) {
      throw dependencyInternalChanged(
        'openapi-operation-page-ids',
        `docusaurus-plugin-openapi-docs named the page of ${operationId} "${item.id}", where the API console, the Markdown twins and the MCP server address it as "${pageId}".`,
      );
    }
    const nodes: RootContent[] = [
      heading(1, parts.title),
      jsxElement('ApiEndpoint', {method: parts.method, path: parts.path}),
      // The reader sends no webhook (the platform does), and an operation without an id has no console file.
      ...(webhook || pageId === '' ? [] : [jsxElement('ApiConsole', {operation: pageId})]),
      ...markdownNodes(parts.description),
      ...markdownNodes(parts.reference),
    ];
    if (parts.samples.length > 0) {
      nodes.push(
        heading(2, 'Code samples'),
        jsxElement(
          'Tabs',
          {groupId: SAMPLE_TABS_GROUP},
          parts.samples.map((sample) =>
            jsxElement('TabItem', {value: sample.id, label: sample.label}, [
              code(sample.language, sample.code),
            ]),
          ),
        ),
      );
    }
    return `${OPERATION_IMPORTS}\n\n${toMdx(nodes)}`;
  };

  const createInfoPageMD = (item: InfoPageMetadata): string => {
    const nodes: RootContent[] = [
      heading(1, item.info.title),
      ...markdownNodes(
        `Version ${item.info.version}. [Download the OpenAPI file](pathname://${item.downloadUrl ?? '/'}).`,
      ),
      ...markdownNodes(item.info.description ?? ''),
    ];
    const schemes = Object.entries(item.securitySchemes ?? {});
    if (schemes.length > 0) {
      nodes.push(
        heading(2, 'Security schemes'),
        ...markdownNodes(
          [
            '| Scheme | Sent as | Description |',
            '| --- | --- | --- |',
            ...schemes.map(([name, scheme]) => {
              const sentAs =
                scheme.type === 'apiKey'
                  ? `\`${scheme.name}\` ${scheme.in}`
                  : `${scheme.type}${'scheme' in scheme && scheme.scheme ? ` (${scheme.scheme})` : ''}`;
              return `| \`${name}\` | ${sentAs} | ${markdownTableCell(scheme.description ?? '')} |`;
            }),
          ].join('\n'),
        ),
      );
    }
    return toMdx(nodes);
  };

  const createSchemaPageMD = (item: SchemaPageMetadata): string => {
    const {components} = spec();
    const schemas =
      isOpenApiNode(components) && isOpenApiNode(components.schemas) ? components.schemas : {};
    const raw = Object.entries(schemas).find(([name]) => name.toLowerCase() === item.id)?.[1];
    const resolve = resolver(spec());
    const schema = resolve(raw ?? item.schema);
    const nodes: RootContent[] = [
      heading(1, item.title),
      ...markdownNodes(typeof schema.description === 'string' ? schema.description : ''),
      heading(2, 'Fields'),
      ...markdownNodes(schemaSection(schema, resolve).join('\n')),
      heading(2, 'Example'),
      code('json', JSON.stringify(schemaExample(schema, resolve), null, 2)),
    ];
    return toMdx(nodes);
  };

  return {createApiPageMD, createInfoPageMD, createSchemaPageMD};
}
