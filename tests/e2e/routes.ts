/**
 * A page the site publishes, with the main heading a reader should see
 * there.
 */
export type PageRoute = {path: string; heading: string};

/** The nine devlog posts, each under /devlog/YYYY/MM/DD/slug from its folder name. */
export const devlogPostRoutes: PageRoute[] = [
  {
    path: '/devlog/2025/04/15/vulkan-video-encoder-part-1-sessions-and-zero-copy',
    heading:
      'Vulkan video encoder, part 1: queues, sessions and a zero-copy path from the renderer',
  },
  {
    path: '/devlog/2025/04/24/server-side-rendering-xr-latency',
    heading: 'Server-side rendering for XR, and how to hide its latency',
  },
  {
    path: '/devlog/2025/05/13/vulkan-video-encoder-part-2-h265',
    heading:
      'Vulkan video encoder, part 2: H.265 parameter sets, rate control and reference pictures',
  },
  {
    path: '/devlog/2025/06/10/vulkan-video-encoder-part-3-debugging-session-parameters',
    heading: 'Vulkan video encoder, part 3: debugging video session parameters',
  },
  {
    path: '/devlog/2025/06/18/virtual-arrays-ecs-entity-storage',
    heading: 'Virtual arrays for entity storage in an ECS',
  },
  {
    path: '/devlog/2025/07/08/how-the-render-graph-works',
    heading: 'How a render graph works: passes, resources, barriers and aliasing',
  },
  {
    path: '/devlog/2025/07/23/video-compression-colour-science-h265',
    heading: 'Video compression concepts, part 1: colour science from the point of view of H.265',
  },
  {
    path: '/devlog/2025/08/20/video-compression-h265-steps',
    heading: 'Video compression concepts, part 2: the steps of H.265 compression',
  },
  {
    path: '/devlog/2025/10/14/digital-twin-sync-opc-ua-mqtt',
    heading: "Keeping a robot arm's digital twin in sync over OPC UA and MQTT",
  },
];

/**
 * Pages the crawl and the route tests expect, each with its main heading:
 * most hand-written pages, the references' overview pages, a few generated
 * reference pages and the devlog posts. A hand-picked list, not every page:
 * the crawl takes the others from the sitemap, a sample of the generated ones.
 */
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
  {path: '/applications/deploying', heading: 'Deploying'},
  {path: '/applications/dev-environment', heading: 'Development environment'},
  {path: '/applications', heading: 'Applications'},
  {path: '/applications/livelink', heading: 'livelink.js'},
  {path: '/applications/overview', heading: 'Applications overview'},
  {path: '/applications/quickstart', heading: 'Quickstart'},
  {path: '/applications/react', heading: 'livelink.react'},
  {path: '/console/access-management', heading: 'Access management'},
  {path: '/console/asset-browser', heading: 'Asset Browser'},
  {path: '/console/collaboration', heading: 'Collaboration'},
  {path: '/console', heading: 'Console'},
  {path: '/console/overview', heading: 'Console overview'},
  {path: '/editor/extensions/animation-sequence-editor', heading: 'Animation sequence editor'},
  {path: '/editor/extensions/canvas', heading: 'Canvas'},
  {path: '/editor/extensions/components', heading: 'Components'},
  {path: '/editor/extensions/scene-graph', heading: 'Scene graph'},
  {path: '/editor', heading: 'Editor'},
  {path: '/editor/overview', heading: 'Editor overview'},
  {path: '/engine/ecs/animation', heading: 'Animation'},
  {path: '/engine/ecs/cameras', heading: 'Cameras'},
  {path: '/engine/ecs/editor-only', heading: 'Editor-only components'},
  {path: '/engine/ecs/identity', heading: 'Identity, hierarchy and transforms'},
  {path: '/engine/ecs', heading: 'Entity\u2013component system'},
  {path: '/engine/ecs/lights', heading: 'Lights'},
  {path: '/engine/ecs/physics', heading: 'Physics components'},
  {path: '/engine/ecs/scripts', heading: 'Scripts'},
  {path: '/engine/ecs/sound', heading: 'Sound'},
  {path: '/engine/ecs/visual-3d-objects', heading: 'Visual 3D objects'},
  {path: '/engine', heading: 'Engine'},
  {path: '/engine/physics/character-controller', heading: 'Character controller'},
  {path: '/engine/physics/contact-velocity', heading: 'Contact velocity'},
  {path: '/engine/physics/events', heading: 'Physics events'},
  {path: '/engine/physics/geometries', heading: 'Geometries'},
  {path: '/engine/physics', heading: 'Physics'},
  {path: '/engine/physics/joints', heading: 'Joints'},
  {path: '/engine/physics/key-concepts', heading: 'Physics key concepts'},
  {path: '/engine/physics/physics-bodies', heading: 'Physics bodies'},
  {path: '/engine/physics/physics-material', heading: 'Physics material'},
  {path: '/engine/physics/physics-settings', heading: 'Physics settings'},
  {path: '/engine/rendering/default-render-graph', heading: 'Default render graph'},
  {path: '/engine/rendering', heading: 'Rendering'},
  {path: '/engine/rendering/key-concepts', heading: 'Rendering key concepts'},
  {path: '/engine/rendering/pbr-material-shaders', heading: 'PBR material shaders'},
  {
    path: '/engine/skeletal-animation/animation-graph-editor/nodes',
    heading: 'Animation graph nodes',
  },
  {
    path: '/engine/skeletal-animation/animation-graph-editor/overview',
    heading: 'Animation Graph Editor overview',
  },
  {
    path: '/engine/skeletal-animation/animation-graph-editor/tabs',
    heading: 'Animation Graph Editor tabs',
  },
  {path: '/engine/skeletal-animation/how-to/attachments', heading: 'Attach objects to bones'},
  {
    path: '/engine/skeletal-animation/how-to/find-animations-online',
    heading: 'Find animations online',
  },
  {path: '/engine/skeletal-animation', heading: 'Skeletal animation'},
  {path: '/engine/skeletal-animation/key-concepts', heading: 'Skeletal animation key concepts'},
  {path: '/misc/features', heading: 'Platform features'},
  {path: '/tutorials', heading: 'Tutorials'},
  {path: '/tutorials/set-up-an-environment', heading: 'Set up an environment'},
  {path: '/tutorials/compose-a-scene', heading: 'Compose a scene'},
  {path: '/tutorials/set-up-your-camera-controller', heading: 'Set up your camera controller'},
  {path: '/tutorials/create-points-of-interests', heading: 'Create points of interest'},
  {path: '/tutorials/activate-multi-user-session', heading: 'Activate a multi-user session'},
  {path: '/tutorials/upload-files-from-your-app', heading: 'Upload files from your app'},
  {path: '/tutorials/debug-app', heading: 'Debug your app'},
  {path: '/tutorials/export-structured-model', heading: 'Export a structured model'},
  {path: '/tutorials/write-custom-converter', heading: 'Write a custom converter'},
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
  ...devlogPostRoutes,
];

/** Pages whose main heading is not an h1 (the devlog list shows post titles). */
export const listingRoutes: {path: string; title: string}[] = [
  {path: '/devlog/', title: 'Devlog'},
  {path: '/devlog/archive', title: 'Archive'},
  {path: '/devlog/authors', title: 'Authors'},
  {path: '/devlog/tags', title: 'Tags'},
  {path: '/devlog/authors/engine', title: 'Engine team'},
  {path: '/devlog/authors/streaming', title: 'Streaming team'},
  {path: '/devlog/authors/devrel', title: 'Developer Relations'},
  {path: '/devlog/tags/video-compression', title: 'tagged with "Video compression"'},
  {path: '/devlog/tags/vulkan', title: 'tagged with "Vulkan"'},
  {path: '/devlog/tags/color-science', title: 'tagged with "Color science"'},
  {path: '/devlog/tags/digital-twin', title: 'tagged with "Digital twin"'},
  {path: '/devlog/tags/iot', title: 'tagged with "IoT"'},
  {path: '/devlog/tags/mqtt', title: 'tagged with "MQTT"'},
  {path: '/devlog/tags/opc-ua', title: 'tagged with "OPC UA"'},
  {path: '/devlog/tags/webxr', title: 'tagged with "WebXR"'},
  {path: '/devlog/tags/ecs', title: 'tagged with "ECS"'},
  {path: '/devlog/tags/streaming', title: 'tagged with "Streaming"'},
  {path: '/devlog/tags/h264-h265', title: 'tagged with "H.264/H.265"'},
  {path: '/devlog/tags/rendering', title: 'tagged with "Rendering"'},
];

/** Drafts exist in development only; a production build must not publish them. */
export const draftRoutes = ['/get-started/glossary', '/get-started/faq'];
