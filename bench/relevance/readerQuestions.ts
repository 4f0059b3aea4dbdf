import type {ExpectedQuery} from './queryList';

/**
 * Questions a reader might type into the docs search box, each paired with the page or pages
 * that answer it.
 *
 * The expected pages were chosen by reading the pages' content, never by running the search or
 * looking at what it returns, and the wording follows how people actually search: full questions,
 * short task phrases, bare keywords, casual phrasing and synonyms that the page itself may not
 * use. Few queries repeat a page title word for word. When several pages answer a question
 * equally well, all of them are listed, and finding any one of them among the first three
 * distinct pages counts as a hit. If the search misses one of these, fix the search; do not
 * reword the question to suit it.
 */
export const readerQuestions: readonly ExpectedQuery[] = [
  // Home and Get Started
  {query: 'what is 3dverse', expected: ['/', '/get-started/why-3dverse', '/misc/features']},
  {
    query: 'does the platform work without an internet connection',
    expected: ['/get-started/why-3dverse'],
  },
  {
    query: 'can people download my geometry from the browser',
    expected: ['/get-started/why-3dverse'],
  },
  {
    query: 'is it ok to put my api key in frontend code',
    expected: [
      '/get-started/api-keys-and-tokens',
      '/core-concepts/access-control',
      '/applications/deploying',
    ],
  },
  {
    query: 'which credential for a public kiosk display',
    expected: ['/core-concepts/access-control', '/get-started/api-keys-and-tokens'],
  },
  {query: 'what replaces prefabs', expected: ['/get-started/coming-from-unity']},
  {query: 'monobehaviour equivalent', expected: ['/get-started/coming-from-unity']},
  {
    query: 'how is this different from pixel streaming',
    expected: ['/get-started/coming-from-unreal'],
  },
  {query: 'unreal blueprints equivalent', expected: ['/get-started/coming-from-unreal']},

  // Core Concepts
  {
    query: 'kicked out after being idle for a few minutes',
    expected: [
      '/core-concepts/rendering-sessions',
      '/tutorials/debug-app',
      '/applications/dev-environment',
    ],
  },
  {
    query: 'throwaway session where edits are not saved',
    expected: ['/core-concepts/rendering-sessions'],
  },
  {
    query: 'connect a backend service without receiving video',
    expected: [
      '/core-concepts/rendering-sessions',
      '/devlog/2025/10/14/digital-twin-sync-opc-ua-mqtt',
    ],
  },
  {
    query: 'entity uuid vs runtime id',
    expected: ['/core-concepts/scene-model', '/engine/ecs/identity'],
  },
  {
    query: 'does renaming or moving an asset break scenes that use it',
    expected: ['/core-concepts/assets', '/references/assets'],
  },
  {query: 'rest api vs websocket, which does what', expected: ['/core-concepts/architecture']},
  {
    query: 'frame counter stuck when nothing moves',
    expected: ['/core-concepts/renderer-architecture', '/tutorials/debug-app'],
  },
  {query: 'raise the 30 fps cap', expected: ['/core-concepts/renderer-architecture']},
  {
    query: 'difference between read write and manage',
    expected: ['/core-concepts/access-control', '/console/access-management'],
  },
  {
    query: 'forward gamepad input to scripts',
    expected: ['/core-concepts/applications', '/applications/livelink'],
  },

  // Applications
  {
    query: 'make a vite react app that streams a scene',
    expected: ['/applications/quickstart', '/tutorials/set-up-an-environment'],
  },
  {
    query: 'which node version do I need',
    expected: ['/applications/quickstart', '/applications/dev-environment'],
  },
  {query: 'test the app on my phone over wifi', expected: ['/applications/dev-environment']},
  {query: 'which hosts to allow in connect-src', expected: ['/applications/deploying']},
  {query: 'does the site have to be served over https', expected: ['/applications/deploying']},
  {
    query: 'useEntity hook',
    expected: ['/applications/react', '/references/livelink.react/functions/useEntity'],
  },
  {
    query: 'record the 3d view to a video file',
    expected: [
      '/applications/react',
      '/references/livelink.react/functions/Recorder',
      '/core-concepts/renderer-architecture',
    ],
  },
  {
    query: "tell my own edits apart from other users' edits",
    expected: ['/applications/livelink', '/tutorials/activate-multi-user-session'],
  },
  {
    query: 'show the scene without react, vanilla js',
    expected: [
      '/applications/livelink',
      '/core-concepts/renderer-architecture',
      '/references/livelink.js',
    ],
  },
  {
    query: 'what kinds of apps can I build',
    expected: ['/applications/overview', '/core-concepts/applications'],
  },

  // Console
  {
    query: 'where do I find my scene id',
    expected: [
      '/console/overview',
      '/console/asset-browser',
      '/applications/quickstart',
      '/tutorials/set-up-an-environment',
    ],
  },
  {
    query: 'rotate a leaked api key',
    expected: [
      '/console/access-management',
      '/get-started/api-keys-and-tokens',
      '/applications/deploying',
    ],
  },
  {query: 'viewer editor admin roles', expected: ['/console/collaboration']},
  {
    query: "why can't I delete a folder",
    expected: ['/console/asset-browser', '/references/api/delete-folder'],
  },
  {
    query: 'check who has access to each folder',
    expected: ['/console/access-management', '/references/api/list-folder-accesses'],
  },
  {query: 'storage and usage stats for my project', expected: ['/console/overview']},
  {
    query: 'send a colleague a link to my live session',
    expected: ['/console/collaboration', '/tutorials/activate-multi-user-session'],
  },

  // Editor
  {query: 'wasd keys to fly around in the editor', expected: ['/editor/extensions/canvas']},
  {query: 'filter the entity tree by component', expected: ['/editor/extensions/scene-graph']},
  {query: 'generate a cone mesh', expected: ['/editor/extensions/scene-graph']},
  {query: "copy an entity's uuid in the editor", expected: ['/editor/extensions/components']},
  {
    query: 'keyframe a light dimming over time',
    expected: ['/editor/extensions/animation-sequence-editor'],
  },
  {query: 'can I use the editor on a tablet', expected: ['/editor/overview']},
  {query: 'rearrange panels', expected: ['/editor/overview']},
  {
    query: 'highlight the entity the user clicked',
    expected: ['/editor/extensions/canvas', '/references/livelink.js/classes/Scene'],
  },

  // Engine: entity-component system
  {query: 'shadow acne', expected: ['/engine/ecs/lights']},
  {query: 'ies light profile', expected: ['/engine/ecs/lights']},
  {
    query: 'add a sun to the scene',
    expected: [
      '/engine/ecs/lights',
      '/editor/extensions/scene-graph',
      '/tutorials/compose-a-scene',
    ],
  },
  {query: 'orthographic view for floor plans', expected: ['/engine/ecs/cameras']},
  {query: 'far away surfaces flicker', expected: ['/engine/ecs/cameras']},
  {query: "why can't I hear anything", expected: ['/engine/ecs/sound']},
  {
    query: 'pass parameters to a script on each entity',
    expected: ['/engine/ecs/scripts', '/references/assets/script'],
  },
  {query: 'blend shapes for facial expressions', expected: ['/engine/ecs/visual-3d-objects']},
  {query: 'section cut through a building', expected: ['/engine/ecs/visual-3d-objects']},
  {query: 'measure distances annotation', expected: ['/engine/ecs/editor-only']},
  {query: 'bounding box of an entity in world space', expected: ['/engine/ecs/identity']},
  {
    query: 'root motion feet sliding',
    expected: ['/engine/ecs/animation', '/engine/skeletal-animation/key-concepts'],
  },

  // Engine: physics
  {
    query: 'fast objects pass through thin walls',
    expected: ['/engine/physics/key-concepts', '/engine/physics/physics-settings'],
  },
  {query: 'changed gravity but nothing happened', expected: ['/engine/physics/physics-settings']},
  {query: "character can't climb stairs", expected: ['/engine/physics/character-controller']},
  {query: 'ball barely bounces on the floor', expected: ['/engine/physics/physics-material']},
  {query: 'conveyor belt', expected: ['/engine/physics/contact-velocity']},
  {query: 'door that swings open with a motor', expected: ['/engine/physics/joints']},
  {
    query: 'detect when something enters a zone',
    expected: ['/engine/physics/events', '/engine/physics/physics-material'],
  },
  {query: 'raycast against colliders', expected: ['/engine/physics/events']},
  {
    query: 'which collision shapes can a body use',
    expected: ['/engine/physics/geometries', '/engine/ecs/physics'],
  },
  {
    query: 'push an object with a force from code',
    expected: ['/engine/physics/physics-bodies', '/engine/ecs/physics'],
  },
  {
    query: 'drivable car with four wheels',
    expected: ['/engine/ecs/physics', '/references/entity-components'],
  },

  // Engine: rendering
  {
    query: 'hide the grid and show the skybox',
    expected: ['/engine/rendering/default-render-graph'],
  },
  {query: 'normal map looks inverted', expected: ['/engine/rendering/pbr-material-shaders']},
  {query: 'how do I make a glass material', expected: ['/engine/rendering/pbr-material-shaders']},
  {
    query: 'turn on ray tracing',
    expected: ['/engine/rendering/key-concepts', '/core-concepts/renderer-architecture'],
  },

  {query: 'occlusion culling', expected: ['/engine/rendering/key-concepts']},
  {
    query: 'what is a render graph',
    expected: [
      '/engine/rendering/key-concepts',
      '/references/assets/render_graph',
      '/devlog/2025/07/08/how-the-render-graph-works',
    ],
  },

  // Engine: skeletal animation
  {
    query: "put a sword in a character's hand",
    expected: ['/engine/skeletal-animation/how-to/attachments', '/references/assets/skeleton'],
  },
  {
    query: 'blend walk and run based on speed',
    expected: [
      '/engine/skeletal-animation/animation-graph-editor/nodes',
      '/engine/skeletal-animation/animation-graph-editor/tabs',
    ],
  },
  {
    query: 'upper body waves while the legs keep walking',
    expected: ['/engine/skeletal-animation/animation-graph-editor/tabs'],
  },
  {
    query: 'free character animations to download',
    expected: ['/engine/skeletal-animation/how-to/find-animations-online'],
  },
  {
    query: "my animation graph changes don't show up",
    expected: [
      '/engine/skeletal-animation/animation-graph-editor/overview',
      '/engine/skeletal-animation/animation-graph-editor/tabs',
    ],
  },
  {
    query: 'make the head look at a target',
    expected: ['/engine/skeletal-animation/animation-graph-editor/nodes'],
  },
  {
    query: "drive a character's animation from my app",
    expected: [
      '/engine/skeletal-animation/key-concepts',
      '/engine/ecs/animation',
      '/references/assets/animation_graph',
    ],
  },

  // Misc
  {query: 'everything the platform supports at a glance', expected: ['/misc/features']},

  // Tutorials
  {
    query: 'let users upload models from my website',
    expected: ['/tutorials/upload-files-from-your-app', '/references/supported-file-formats'],
  },
  {
    query: 'upload fails with 403 forbidden',
    expected: ['/tutorials/upload-files-from-your-app', '/tutorials/write-custom-converter'],
  },
  {
    query: 'clickable hotspots that fly the camera there',
    expected: ['/tutorials/create-points-of-interests'],
  },
  {
    query: 'show avatars where other people are looking',
    expected: ['/tutorials/activate-multi-user-session', '/samples'],
  },
  {
    query: 'Error when creating session',
    expected: [
      '/tutorials/debug-app',
      '/tutorials/set-up-an-environment',
      '/tutorials/upload-files-from-your-app',
    ],
  },
  {
    query: 'model is 100 times too big',
    expected: ['/tutorials/export-structured-model', '/tutorials/write-custom-converter'],
  },
  {query: 'part rotates around the wrong pivot', expected: ['/tutorials/export-structured-model']},
  {
    query: "import a file format that isn't supported",
    expected: ['/tutorials/write-custom-converter', '/references/supported-file-formats'],
  },
  {
    query: 'build a scene from several models with a script',
    expected: ['/tutorials/compose-a-scene'],
  },
  {query: 'auto rotate turntable', expected: ['/tutorials/set-up-your-camera-controller']},
  {
    query: 'stop the camera from going under the floor',
    expected: ['/tutorials/set-up-your-camera-controller'],
  },
  {query: 'which tutorial should I do first', expected: ['/tutorials']},

  // References: file formats, asset types, entity components
  {query: 'can I upload step or dwg files', expected: ['/references/supported-file-formats']},
  {
    query: 'laser scan formats',
    expected: ['/references/supported-file-formats', '/references/assets/point_cloud'],
  },
  {
    query: 'ct scan from dicom',
    expected: [
      '/references/assets/texture_3d',
      '/references/supported-file-formats',
      '/engine/ecs/visual-3d-objects',
    ],
  },
  {query: 'use an hdr image as the sky', expected: ['/references/assets/cubemap']},
  {
    query: 'what kinds of assets does the platform store',
    expected: ['/references/assets', '/core-concepts/assets'],
  },
  {query: 'difference between a module and a script', expected: ['/references/assets/module']},
  {
    query: 'named events shared by scripts and the app',
    expected: ['/references/assets/event_map', '/engine/ecs/scripts'],
  },
  {
    query: 'default values of every component attribute',
    expected: ['/references/entity-components'],
  },

  // References: REST API
  {
    query: 'shut down a session from the server',
    expected: ['/references/api/kill-session', '/tutorials/debug-app'],
  },
  {query: 'upload a custom thumbnail', expected: ['/references/api/set-asset-thumbnail']},
  {
    query: 'what still uses this mesh before I delete it',
    expected: ['/references/api/get-asset-references', '/console/asset-browser'],
  },
  {query: 'offset limit pagination', expected: ['/references/asset-api']},
  {
    query: 'why does a 404 take several seconds to fail',
    expected: ['/references/asset-api', '/tutorials/debug-app'],
  },
  {
    query: 'kick someone out of the session',
    expected: [
      '/references/api/kick-client-from-session',
      '/core-concepts/rendering-sessions',
      '/tutorials/activate-multi-user-session',
    ],
  },
  {
    query: 'mint a guest token',
    expected: [
      '/references/api/generate-guest-token',
      '/core-concepts/access-control',
      '/get-started/api-keys-and-tokens',
    ],
  },

  // References: livelink.js and livelink.react
  {query: 'projectWorldToScreen', expected: ['/references/livelink.js/classes/Viewport']},
  {
    query: 'sendSkeletonPose',
    expected: [
      '/references/livelink.js/classes/Livelink',
      '/engine/skeletal-animation/key-concepts',
    ],
  },
  {
    query: 'onProgress connection stages',
    expected: [
      '/references/livelink.js/types/LivelinkConnectionStage',
      '/tutorials/debug-app',
      '/core-concepts/architecture',
    ],
  },
  {
    query: 'dollySpeed minDistance preset options',
    expected: [
      '/references/livelink.js/types/CameraControllerPreset',
      '/tutorials/set-up-your-camera-controller',
    ],
  },
  {query: 'livelink.js reference', expected: ['/references/livelink.js']},
  {
    query: 'useClients',
    expected: ['/references/livelink.react/functions/useClients', '/applications/react'],
  },
  {
    query: 'pin html to a 3d position in react',
    expected: [
      '/applications/react',
      '/references/livelink.react/functions/DOM3DOverlay',
      '/references/livelink.react/functions/DOM3DElement',
    ],
  },
  {
    query: 'list of react components and hooks',
    expected: ['/references/livelink.react', '/applications/react'],
  },

  // Samples
  {query: 'runnable code examples', expected: ['/samples']},
  {query: 'view cube widget', expected: ['/samples']},
  {query: 'three.js transform gizmo demo', expected: ['/samples']},

  // Devlog
  {
    query: 'colours look washed out in the stream',
    expected: ['/devlog/2025/07/23/video-compression-colour-science-h265'],
  },
  {
    query: '4:2:0 chroma subsampling',
    expected: ['/devlog/2025/07/23/video-compression-colour-science-h265'],
  },
  {
    query: 'how does hevc inter prediction work',
    expected: ['/devlog/2025/08/20/video-compression-h265-steps'],
  },
  {
    query: 'render straight into the encoder without a copy',
    expected: ['/devlog/2025/04/15/vulkan-video-encoder-part-1-sessions-and-zero-copy'],
  },
  {
    query: 'vps sps pps',
    expected: [
      '/devlog/2025/05/13/vulkan-video-encoder-part-2-h265',
      '/devlog/2025/06/10/vulkan-video-encoder-part-3-debugging-session-parameters',
    ],
  },
  {
    query: 'inspect an h265 bitstream with ffmpeg',
    expected: ['/devlog/2025/06/10/vulkan-video-encoder-part-3-debugging-session-parameters'],
  },
  {
    query: 'cbr bitrate rate control',
    expected: [
      '/devlog/2025/05/13/vulkan-video-encoder-part-2-h265',
      '/devlog/2025/08/20/video-compression-h265-steps',
    ],
  },
  {
    query: 'hide latency in a vr headset',
    expected: ['/devlog/2025/04/24/server-side-rendering-xr-latency'],
  },
  {
    query: 'component arrays that never move in memory',
    expected: ['/devlog/2025/06/18/virtual-arrays-ecs-entity-storage'],
  },
  {
    query: 'how gpu passes share transient memory',
    expected: ['/devlog/2025/07/08/how-the-render-graph-works'],
  },
  {
    query: 'sync a robot arm twin from a plc',
    expected: ['/devlog/2025/10/14/digital-twin-sync-opc-ua-mqtt'],
  },
];
