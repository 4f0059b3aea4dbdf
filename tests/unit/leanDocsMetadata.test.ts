import type {RouteConfig} from '@docusaurus/types';
import {describe, expect, it} from 'vitest';
import {dropUnusedDescriptions} from '../../src/plugins/lean-docs-metadata/dropUnusedDescriptions';

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

describe('dropUnusedDescriptions', () => {
  const keepApi = (docId: string) => docId.startsWith('references/api/');

  it('removes descriptions no card displays and keeps the rest of each entry', () => {
    const versionRoute = dropUnusedDescriptions(docsRouteTree(), keepApi).routes?.[0];
    const docs = (versionRoute?.props as {version: {docs: Record<string, object>}}).version.docs;
    expect(docs['engine/ecs/lights']).toEqual({
      id: 'engine/ecs/lights',
      title: 'Lights',
      sidebar: 'guide',
    });
    expect(docs['references/api/get-user']).toEqual({
      id: 'references/api/get-user',
      title: 'Get a user',
      description: 'Returns one user.',
    });
  });

  it('leaves the input untouched and routes without version props as they are', () => {
    const input = docsRouteTree();
    const output = dropUnusedDescriptions(input, keepApi);
    expect(JSON.stringify(input)).toContain('Light components.');
    expect(output.routes?.[0]?.routes?.[0]).toEqual(input.routes?.[0]?.routes?.[0]);
    expect(output.path).toBe('/');
    expect(output).not.toHaveProperty('props');
  });
});
