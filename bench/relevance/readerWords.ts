import {halves, type ExpectedQuery, type QueryList} from './queryList';

/**
 * A reader's own words: queries that name a thing the way people say it in everyday speech
 * ("3d model", "hitbox", "inspector panel", "cutscene") where the docs use the product's own
 * terms (mesh, collision geometry, components extension, animation sequence). The list measures
 * whether the search bridges that gap across the whole site, from getting started to the engine,
 * the tutorials, the references and the devlog.
 *
 * Every query was written by hand, and its expected pages were chosen by reading those pages,
 * never by running the search or looking at what it returns. Many queries deliberately use words
 * no page contains. When several pages answer equally well, all are listed, and any one of them
 * among the first three results counts as a hit. If the search misses one, fix the search; never
 * reword a query to suit it.
 */
export const readerWords: QueryList<ExpectedQuery> = halves([
  // Get started
  {
    query: 'downsides of streaming instead of local rendering',
    expected: ['/get-started/why-3dverse'],
  },
  {
    query: 'login for my own users',
    expected: ['/get-started/api-keys-and-tokens', '/core-concepts/access-control'],
  },
  {query: 'where did gameobjects go', expected: ['/get-started/coming-from-unity']},
  {query: 'unreal units centimeters or meters', expected: ['/get-started/coming-from-unreal']},

  // Core concepts
  {query: 'big picture diagram of the platform', expected: ['/core-concepts/architecture', '/']},
  {
    query: 'give each visitor their own private copy',
    expected: [
      '/core-concepts/rendering-sessions',
      '/core-concepts/applications',
      '/applications/overview',
      '/tutorials/activate-multi-user-session',
    ],
  },
  {
    query: 'multiplayer scene with coworkers',
    expected: [
      '/tutorials/activate-multi-user-session',
      '/console/collaboration',
      '/core-concepts/rendering-sessions',
    ],
  },
  {
    query: 'one upload became many items',
    expected: [
      '/core-concepts/assets',
      '/console/asset-browser',
      '/references/supported-file-formats',
    ],
  },
  {
    query: "keep customers from seeing each other's data",
    expected: ['/core-concepts/access-control', '/console/access-management'],
  },

  // Applications
  {query: 'publish the web app to production', expected: ['/applications/deploying']},
  {
    query: 'where do i keep config values',
    expected: ['/applications/dev-environment', '/applications/quickstart'],
  },
  {
    query: 'hello world app',
    expected: ['/applications/quickstart', '/tutorials/set-up-an-environment'],
  },
  {
    query: 'reconnect after the wifi drops',
    expected: ['/applications/react', '/core-concepts/rendering-sessions'],
  },
  {
    query: 'split screen with two cameras',
    expected: ['/applications/livelink', '/applications/react'],
  },
  {
    query: 'show a spinner while it connects',
    expected: ['/applications/react', '/core-concepts/applications'],
  },

  // Console
  {query: 'add a teammate to my workspace', expected: ['/console/collaboration']},
  {
    query: 'keep test stuff away from live customers',
    expected: [
      '/console/overview',
      '/core-concepts/access-control',
      '/applications/dev-environment',
      '/tutorials/set-up-an-environment',
    ],
  },
  {query: 'drag and drop files into the library', expected: ['/console/asset-browser']},
  {query: 'teammate who can look but not edit', expected: ['/console/collaboration']},

  // Editor
  {query: 'inspector panel to edit properties', expected: ['/editor/extensions/components']},
  {query: 'outliner tree of objects', expected: ['/editor/extensions/scene-graph']},
  {query: 'drag arrows to move an object', expected: ['/editor/extensions/canvas']},
  {
    query: 'cutscene timeline',
    expected: [
      '/editor/extensions/animation-sequence-editor',
      '/references/assets/animation_sequence',
      '/engine/ecs/animation',
    ],
  },
  {
    query: 'press play to test physics',
    expected: ['/editor/overview', '/editor/extensions/canvas', '/engine/physics/key-concepts'],
  },

  // Engine: entities and components
  {
    query: 'what is a scene object made of',
    expected: ['/core-concepts/scene-model', '/engine/ecs', '/engine/ecs/identity'],
  },
  {
    query: 'nest one object inside another',
    expected: [
      '/core-concepts/scene-model',
      '/engine/ecs/identity',
      '/editor/extensions/scene-graph',
    ],
  },
  {
    query: 'instancing the same machine fifty times',
    expected: ['/core-concepts/scene-model', '/engine/ecs/identity', '/tutorials/compose-a-scene'],
  },
  {
    query: 'make an object invisible from code',
    expected: [
      '/applications/livelink',
      '/applications/react',
      '/references/livelink.js/classes/Entity',
    ],
  },
  {query: 'aim the sunlight direction', expected: ['/engine/ecs/lights']},
  {
    query: 'dim the lights from my dashboard',
    expected: ['/engine/ecs/lights', '/get-started/coming-from-unreal'],
  },
  {
    query: 'narrower viewing angle for the camera',
    expected: ['/engine/ecs/cameras', '/engine/rendering/key-concepts'],
  },
  {query: 'put a logo sticker on a wall', expected: ['/engine/ecs/visual-3d-objects']},
  {
    query: 'show an mri in 3d',
    expected: [
      '/engine/ecs/visual-3d-objects',
      '/references/assets/texture_3d',
      '/references/assets/volume_material',
    ],
  },
  {
    query: 'machine humming noise that gets louder nearby',
    expected: ['/engine/ecs/sound', '/references/assets/sound'],
  },
  {query: 'audio muted in my scene', expected: ['/engine/ecs/sound']},
  {
    query: 'behaviour code that runs on the server',
    expected: ['/engine/ecs/scripts', '/references/assets/script'],
  },
  {query: 'leave a note on a machine', expected: ['/engine/ecs/editor-only']},

  // Engine: physics
  {
    query: 'steer an avatar without it tipping over',
    expected: ['/engine/physics/character-controller'],
  },
  {query: 'make the floor slippery like ice', expected: ['/engine/physics/physics-material']},
  {query: 'drawer that slides out', expected: ['/engine/physics/joints']},
  {query: 'glue two objects together in physics', expected: ['/engine/physics/joints']},
  {
    query: 'simplified hitbox for a detailed model',
    expected: [
      '/engine/physics/geometries',
      '/references/assets/collision_geometry',
      '/engine/physics/key-concepts',
    ],
  },
  {query: 'low gravity like on the moon', expected: ['/engine/physics/physics-settings']},
  {
    query: 'see the physics shapes drawn',
    expected: [
      '/engine/physics/key-concepts',
      '/engine/physics/physics-settings',
      '/editor/extensions/canvas',
    ],
  },

  // Engine: rendering
  {query: 'make a surface look like chrome', expected: ['/engine/rendering/pbr-material-shaders']},
  {query: 'velvet fabric look', expected: ['/engine/rendering/pbr-material-shaders']},
  {
    query: 'customise the post processing chain',
    expected: [
      '/references/assets/render_graph',
      '/engine/rendering/key-concepts',
      '/engine/rendering/default-render-graph',
    ],
  },
  {query: 'mirror-like reflections of the room', expected: ['/engine/ecs/lights']},

  // Engine: skeletal animation
  {query: 'mesh bends with the rig', expected: ['/engine/skeletal-animation/key-concepts']},
  {
    query: 'mount a gripper on a robot arm',
    expected: ['/engine/skeletal-animation/how-to/attachments', '/engine/ecs/animation'],
  },
  {
    query: 'mocap library for humanoids',
    expected: ['/engine/skeletal-animation/how-to/find-animations-online'],
  },
  {
    query: 'switch from idle to walking',
    expected: [
      '/engine/skeletal-animation/animation-graph-editor/overview',
      '/engine/skeletal-animation/animation-graph-editor/tabs',
    ],
  },

  // Tutorials
  {query: 'automate model publishing in ci', expected: ['/tutorials/write-custom-converter']},
  {query: 'pins with tooltips on the model', expected: ['/tutorials/create-points-of-interests']},
  {
    query: 'rotate around the product with the mouse',
    expected: [
      '/tutorials/set-up-your-camera-controller',
      '/applications/quickstart',
      '/applications/livelink',
    ],
  },
  {
    query: 'free-flying navigation in my app',
    expected: ['/tutorials/set-up-your-camera-controller', '/applications/livelink'],
  },
  {query: 'zoom to fit the whole model', expected: ['/tutorials/set-up-your-camera-controller']},
  {
    query: 'prepare a machine with moving parts',
    expected: ['/tutorials/export-structured-model'],
  },
  {
    query: 'why is my viewer blank',
    expected: ['/tutorials/debug-app', '/applications/quickstart'],
  },
  {
    query: '3d print a part from my scene',
    expected: ['/tutorials/export-structured-model', '/references/api/export-asset'],
  },

  // References
  {
    query: 'does it take sketchup files',
    expected: ['/references/supported-file-formats', '/core-concepts/assets'],
  },
  {
    query: 'lidar scan of the site',
    expected: [
      '/references/assets/point_cloud',
      '/engine/ecs/visual-3d-objects',
      '/references/supported-file-formats',
    ],
  },
  {
    query: '360 photo as backdrop',
    expected: ['/references/assets/cubemap', '/engine/ecs/lights'],
  },
  {
    query: 'http endpoints overview for my backend',
    expected: ['/references/asset-api', '/references/api/asset-api', '/references'],
  },
  {
    query: 'which library versions work together',
    expected: ['/applications/dev-environment', '/references'],
  },

  // Devlog
  {
    query: 'predicting head movement for streamed vr',
    expected: ['/devlog/2025/04/24/server-side-rendering-xr-latency'],
  },
  {
    query: 'rgb to yuv conversion',
    expected: ['/devlog/2025/07/23/video-compression-colour-science-h265'],
  },
  {
    query: 'hardware video encoding on the gpu',
    expected: [
      '/devlog/2025/04/15/vulkan-video-encoder-part-1-sessions-and-zero-copy',
      '/devlog/2025/05/13/vulkan-video-encoder-part-2-h265',
    ],
  },
]);
