import type {RouteConfig} from '@docusaurus/types';
import {describe, expect, it} from 'vitest';
import {
  countVersionProps,
  keepCardDocsOnly,
} from '../../src/plugins/lean-docs-metadata/keepCardDocsOnly';

/** The shape the docs plugin adds: root route → version route (with props) → doc routes. */
function docsRouteTree(): RouteConfig {
  return {
    path: '/',
    component: '@theme/DocsRoot',
    routes: [
      {
        path: '/',
        component: '@theme/DocVersionRoot',
        props: {
          version: {
            pluginId: 'default',
            docs: {
              'references/api/get-user': {
                id: 'references/api/get-user',
                title: 'Get a user',
                description: 'Returns one user.',
              },
              'engine/ecs/lights': {
                id: 'engine/ecs/lights',
                title: 'Lights',
                description: 'Light components.',
                sidebar: 'guide',
              },
            },
          },
        },
        routes: [{path: '/engine/ecs/lights', component: '@theme/DocItem', exact: true}],
      },
    ],
  };
}

describe('keepCardDocsOnly', () => {
  const keepApi = (docId: string) => docId.startsWith('references/api/');

  it('keeps the whole entry of card docs and no entry for the others', () => {
    const versionRoute = keepCardDocsOnly(docsRouteTree(), keepApi).routes?.[0];
    const version = (versionRoute?.props as {version: {pluginId: string; docs: object}}).version;
    expect(version.docs).toEqual({
      'references/api/get-user': {
        id: 'references/api/get-user',
        title: 'Get a user',
        description: 'Returns one user.',
      },
    });
    expect(version.pluginId).toBe('default');
  });

  it('leaves the input untouched and routes without version props as they are', () => {
    const input = docsRouteTree();
    const output = keepCardDocsOnly(input, keepApi);
    expect(JSON.stringify(input)).toContain('Light components.');
    expect(output.routes?.[0]?.routes?.[0]).toEqual(input.routes?.[0]?.routes?.[0]);
    expect(output.path).toBe('/');
    expect(output).not.toHaveProperty('props');
  });
});

describe('countVersionProps', () => {
  it('finds the version metadata in the docs route tree, and reports none when its shape changed', () => {
    expect(countVersionProps(docsRouteTree())).toBe(1);
    const renamed = docsRouteTree();
    const versionRoute = renamed.routes?.[0];
    if (versionRoute) versionRoute.props = {versionMetadata: versionRoute.props?.version};
    expect(countVersionProps(renamed)).toBe(0);
  });
});
