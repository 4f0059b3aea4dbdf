import {existsSync} from 'node:fs';
import path from 'node:path';
import type {SidebarsConfig} from '@docusaurus/plugin-content-docs';
import createJiti from 'jiti';
import {tutorialSidebarItems, tutorialsInCourseOrder} from './src/site/tutorials';

type SidebarItems = SidebarsConfig[string];

/**
 * Loads a sidebar file written at build time (CommonJS or TypeScript), so it
 * cannot be a static import: it does not exist in a fresh clone.
 */
const loadGenerated = createJiti(__filename, {interopDefault: false});

/**
 * The sidebar TypeDoc writes next to a generated library reference. It only
 * exists once the plugin has run, which Docusaurus does before it reads this
 * file; type-checking and linting see it missing and get an empty list.
 */
function generatedSidebar(name: string): SidebarItems {
  const file = path.join(__dirname, 'docs/references', name, 'typedoc-sidebar.cjs');
  if (!existsSync(file)) {
    return [];
  }
  const loaded = loadGenerated(file) as {items: SidebarItems} | SidebarItems;
  return Array.isArray(loaded) ? loaded : (loaded as {items: SidebarItems}).items;
}

/**
 * The REST API sidebar written by docusaurus-plugin-openapi-docs, without its
 * introduction page (the category links to it instead).
 */
function generatedApiSidebar(): SidebarItems {
  const file = path.join(__dirname, 'docs/references/api/sidebar.ts');
  if (!existsSync(file)) {
    return [];
  }
  const loaded = loadGenerated(file) as {default: {type: string; id?: string}[]};
  return loaded.default.filter((item) => item.id !== 'references/api/asset-api') as SidebarItems;
}

/**
 * The five sidebars of the site. The guide reads as a course: first what the
 * platform is, then the concepts everything else builds on, then building
 * applications, the tools (console, editor) and finally the engine in depth.
 */
const sidebars: SidebarsConfig = {
  guide: [
    'index',
    {
      type: 'category',
      label: 'Get Started',
      collapsed: false,
      items: [
        'get-started/why-3dverse',
        'get-started/api-keys-and-tokens',
        'get-started/coming-from-unity',
        'get-started/coming-from-unreal',
        'glossary',
        'get-started/glossary',
        'get-started/faq',
      ],
    },
    {
      type: 'category',
      label: 'Core Concepts',
      link: {type: 'doc', id: 'core-concepts/index'},
      items: [
        'core-concepts/architecture',
        'core-concepts/assets',
        'core-concepts/scene-model',
        'core-concepts/rendering-sessions',
        'core-concepts/applications',
        'core-concepts/access-control',
        'core-concepts/renderer-architecture',
      ],
    },
    {
      type: 'category',
      label: 'Applications',
      link: {type: 'doc', id: 'applications/index'},
      items: [
        'applications/overview',
        'applications/quickstart',
        'applications/dev-environment',
        'applications/livelink',
        'applications/react',
        'applications/deploying',
      ],
    },
    {
      type: 'category',
      label: 'Console',
      link: {type: 'doc', id: 'console/index'},
      items: [
        'console/overview',
        'console/asset-browser',
        'console/access-management',
        'console/collaboration',
      ],
    },
    {
      type: 'category',
      label: 'Editor',
      link: {type: 'doc', id: 'editor/index'},
      items: [
        'editor/overview',
        {
          type: 'category',
          label: 'Extensions',
          items: [
            'editor/extensions/canvas',
            'editor/extensions/scene-graph',
            'editor/extensions/components',
            'editor/extensions/animation-sequence-editor',
          ],
        },
      ],
    },
    {
      type: 'category',
      label: 'Engine',
      link: {type: 'doc', id: 'engine/index'},
      items: [
        {
          type: 'category',
          label: 'Entity–component system',
          link: {type: 'doc', id: 'engine/ecs/index'},
          items: [
            'engine/ecs/identity',
            'engine/ecs/cameras',
            'engine/ecs/visual-3d-objects',
            'engine/ecs/lights',
            'engine/ecs/animation',
            'engine/ecs/physics',
            'engine/ecs/scripts',
            'engine/ecs/sound',
            'engine/ecs/editor-only',
          ],
        },
        {
          type: 'category',
          label: 'Physics',
          link: {type: 'doc', id: 'engine/physics/index'},
          items: [
            'engine/physics/key-concepts',
            'engine/physics/physics-bodies',
            'engine/physics/geometries',
            'engine/physics/physics-material',
            'engine/physics/joints',
            'engine/physics/character-controller',
            'engine/physics/contact-velocity',
            'engine/physics/events',
            'engine/physics/physics-settings',
          ],
        },
        {
          type: 'category',
          label: 'Rendering',
          link: {type: 'doc', id: 'engine/rendering/index'},
          items: [
            'engine/rendering/key-concepts',
            'engine/rendering/default-render-graph',
            'engine/rendering/pbr-material-shaders',
          ],
        },
        {
          type: 'category',
          label: 'Skeletal animation',
          link: {type: 'doc', id: 'engine/skeletal-animation/index'},
          items: [
            'engine/skeletal-animation/key-concepts',
            {
              type: 'category',
              label: 'How-to',
              items: [
                'engine/skeletal-animation/how-to/attachments',
                'engine/skeletal-animation/how-to/find-animations-online',
              ],
            },
            {
              type: 'category',
              label: 'Animation graph editor',
              items: [
                'engine/skeletal-animation/animation-graph-editor/overview',
                'engine/skeletal-animation/animation-graph-editor/tabs',
                'engine/skeletal-animation/animation-graph-editor/nodes',
              ],
            },
          ],
        },
      ],
    },
    {type: 'category', label: 'Misc', items: ['misc/features']},
  ],
  tutorials: [
    'tutorials/index',
    ...tutorialSidebarItems(path.join(__dirname, 'docs'), tutorialsInCourseOrder),
  ],
  api: [
    'references/index',
    'references/asset-api',
    {
      type: 'category',
      label: 'REST API',
      link: {type: 'doc', id: 'references/api/asset-api'},
      items: generatedApiSidebar(),
    },
    {
      type: 'category',
      label: 'Asset types',
      link: {type: 'doc', id: 'references/assets/index'},
      items: [
        'references/assets/action_map',
        'references/assets/animation',
        'references/assets/animation_graph',
        'references/assets/animation_sequence',
        'references/assets/animation_set',
        'references/assets/collision_geometry',
        'references/assets/cubemap',
        'references/assets/event_map',
        'references/assets/material',
        'references/assets/mesh',
        'references/assets/module',
        'references/assets/point_cloud',
        'references/assets/render_graph',
        'references/assets/scene',
        'references/assets/script',
        'references/assets/shader',
        'references/assets/skeleton',
        'references/assets/sound',
        'references/assets/texture',
        'references/assets/texture_1d',
        'references/assets/texture_3d',
        'references/assets/volume_material',
      ],
    },
    'references/entity-components/index',
    'references/supported-file-formats',
  ],
  'livelink.js': [
    {type: 'doc', id: 'references/livelink.js/index', label: 'Overview'},
    ...(generatedSidebar('livelink.js') as object[]),
  ] as SidebarItems,
  'livelink.react': [
    {type: 'doc', id: 'references/livelink.react/index', label: 'Overview'},
    ...(generatedSidebar('livelink.react') as object[]),
  ] as SidebarItems,
};

export default sidebars;
