/**
 * Every page the site publishes, with the main heading a reader should see.
 * Each later stage of the site adds its pages here, so the table doubles as
 * the list of routes the crawl and the route tests expect.
 */
export type PageRoute = {path: string; heading: string};

export const pageRoutes: PageRoute[] = [
  {path: '/', heading: '3dverse developer documentation'},
  {path: '/get-started/why-3dverse', heading: 'Why 3dverse'},
  {path: '/get-started/api-keys-and-tokens', heading: 'API keys and tokens'},
  {path: '/get-started/coming-from-unity', heading: 'Coming from Unity'},
  {path: '/get-started/coming-from-unreal', heading: 'Coming from Unreal'},
  {path: '/core-concepts', heading: 'Core Concepts'},
  {path: '/core-concepts/access-control', heading: 'Access control'},
  {path: '/core-concepts/applications', heading: 'Applications'},
  {path: '/core-concepts/architecture', heading: 'Architecture'},
  {path: '/core-concepts/assets', heading: 'Assets'},
  {path: '/core-concepts/rendering-sessions', heading: 'Rendering sessions'},
  {path: '/core-concepts/scene-model', heading: 'Scene model'},
  {path: '/core-concepts/renderer-architecture', heading: 'Renderer architecture'},
  {path: '/tutorials', heading: 'Tutorials'},
  {path: '/references', heading: 'References'},
  {path: '/references/livelink.js', heading: 'livelink.js'},
  {path: '/references/livelink.react', heading: 'livelink.react'},
  {path: '/references/asset-api', heading: 'Asset API overview'},
  {path: '/references/supported-file-formats', heading: 'Supported file formats'},
  {path: '/references/assets', heading: 'Asset types'},
  {path: '/references/assets/action_map', heading: 'Action map'},
  {path: '/references/assets/animation', heading: 'Animation'},
  {path: '/references/assets/animation_graph', heading: 'Animation graph'},
  {path: '/references/assets/animation_sequence', heading: 'Animation sequence'},
  {path: '/references/assets/animation_set', heading: 'Animation set'},
  {path: '/references/assets/collision_geometry', heading: 'Collision geometry'},
  {path: '/references/assets/cubemap', heading: 'Cubemap'},
  {path: '/references/assets/event_map', heading: 'Event map'},
  {path: '/references/assets/material', heading: 'Material'},
  {path: '/references/assets/mesh', heading: 'Mesh'},
  {path: '/references/assets/module', heading: 'Module'},
  {path: '/references/assets/point_cloud', heading: 'Point cloud'},
  {path: '/references/assets/render_graph', heading: 'Render graph'},
  {path: '/references/assets/scene', heading: 'Scene'},
  {path: '/references/assets/script', heading: 'Script'},
  {path: '/references/assets/shader', heading: 'Shader'},
  {path: '/references/assets/skeleton', heading: 'Skeleton'},
  {path: '/references/assets/sound', heading: 'Sound'},
  {path: '/references/assets/texture', heading: 'Texture'},
  {path: '/references/assets/texture_1d', heading: 'Texture 1D'},
  {path: '/references/assets/texture_3d', heading: 'Texture 3D'},
  {path: '/references/assets/volume_material', heading: 'Volume material'},
  {path: '/references/entity-components', heading: 'Entity components'},
  {path: '/references/api/asset-api', heading: 'Asset API'},
  {path: '/references/api/get-user', heading: 'Get a user'},
  {path: '/references/livelink.js/classes/Livelink', heading: 'Class: Livelink'},
  {
    path: '/references/livelink.react/classes/DefaultCameraController',
    heading: 'Class: DefaultCameraController',
  },
  {path: '/samples/', heading: 'Samples'},
];

/** Pages whose main heading is not an h1 (the devlog list shows post titles). */
export const listingRoutes: {path: string; title: string}[] = [
  {path: '/devlog/', title: 'Devlog'},
  {path: '/devlog/archive', title: 'Archive'},
  {path: '/devlog/authors', title: 'Authors'},
  {path: '/devlog/tags', title: 'Tags'},
];

/** Drafts exist in development only; a production build must not publish them. */
export const draftRoutes = ['/get-started/glossary', '/get-started/faq'];
