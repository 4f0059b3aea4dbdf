import type {ExpectedQuery} from './queryList';

/**
 * Short keyword queries, the project's first relevance list, each with the
 * page a reader expects. Written when the search was first tuned, they are
 * kept as a regression list; `readerQuestions` and the queries generated
 * from the site's structure are the measure.
 */
export const keywordQueries: readonly ExpectedQuery[] = [
  {query: 'install livelink react quickstart', expected: ['/applications/quickstart']},
  {query: 'stream a scene in a react app', expected: ['/applications/quickstart']},
  {query: 'join an existing session', expected: ['/core-concepts/rendering-sessions']},
  {query: 'transient session', expected: ['/core-concepts/rendering-sessions']},
  {query: 'entities and components scene model', expected: ['/core-concepts/scene-model']},
  {query: 'point light intensity', expected: ['/engine/ecs/lights']},
  {query: 'spotlight cone', expected: ['/engine/ecs/lights']},
  {query: 'rigid body', expected: ['/engine/physics/physics-bodies']},
  {query: 'character controller', expected: ['/engine/physics/character-controller']},
  {query: 'trigger events', expected: ['/engine/physics/events']},
  {query: 'hinge joint', expected: ['/engine/physics/joints']},
  {query: 'friction restitution', expected: ['/engine/physics/physics-material']},
  {query: 'collision geometry capsule', expected: ['/engine/physics/geometries']},
  {query: 'gravity physics settings', expected: ['/engine/physics/physics-settings']},
  {query: 'pbr material shader', expected: ['/engine/rendering/pbr-material-shaders']},
  {query: 'default render graph', expected: ['/engine/rendering/default-render-graph']},
  {query: 'skeletal animation key concepts', expected: ['/engine/skeletal-animation/key-concepts']},
  {
    query: 'animation graph nodes',
    expected: ['/engine/skeletal-animation/animation-graph-editor/nodes'],
  },
  {
    query: 'attach an object to a bone',
    expected: ['/engine/skeletal-animation/how-to/attachments'],
  },
  {query: 'mixamo', expected: ['/engine/skeletal-animation/how-to/find-animations-online']},
  {query: 'sound emitter', expected: ['/engine/ecs/sound']},
  {query: 'script component', expected: ['/engine/ecs/scripts']},
  {query: 'upload files from my app', expected: ['/tutorials/upload-files-from-your-app']},
  {query: 'points of interest', expected: ['/tutorials/create-points-of-interests']},
  {query: 'multi-user session', expected: ['/tutorials/activate-multi-user-session']},
  {query: 'custom converter', expected: ['/tutorials/write-custom-converter']},
  {query: 'content security policy deploy', expected: ['/applications/deploying']},
  {query: 'api key public token', expected: ['/get-started/api-keys-and-tokens']},
  {query: 'coming from unity', expected: ['/get-started/coming-from-unity']},
  {query: 'unreal engine', expected: ['/get-started/coming-from-unreal']},
  {query: 'supported file formats', expected: ['/references/supported-file-formats']},
  {query: 'get a user', expected: ['/references/api/get-user']},
  {query: 'Livelink class', expected: ['/references/livelink.js/classes/Livelink']},
  {
    query: 'DefaultCameraController',
    expected: ['/references/livelink.react/classes/DefaultCameraController'],
  },
  {query: 'entity components', expected: ['/references/entity-components']},
  {query: 'material asset', expected: ['/references/assets/material']},
  {
    query: 'vulkan video encoder',
    expected: ['/devlog/2025/04/15/vulkan-video-encoder-part-1-sessions-and-zero-copy'],
  },
  {query: 'opc ua mqtt robot', expected: ['/devlog/2025/10/14/digital-twin-sync-opc-ua-mqtt']},
  {query: 'virtual arrays', expected: ['/devlog/2025/06/18/virtual-arrays-ecs-entity-storage']},
  {query: 'xr latency', expected: ['/devlog/2025/04/24/server-side-rendering-xr-latency']},
  {query: 'car configurator', expected: ['/samples']},
  {query: 'groups and access', expected: ['/console/access-management']},
  {query: 'asset browser', expected: ['/console/asset-browser']},
  {query: 'scene graph', expected: ['/editor/extensions/scene-graph']},
  {query: 'feature overview', expected: ['/misc/features']},
  {query: 'orbit camera controller', expected: ['/tutorials/set-up-your-camera-controller']},
  {query: 'debug my app', expected: ['/tutorials/debug-app']},
  {query: 'export a structured model', expected: ['/tutorials/export-structured-model']},
  {query: 'vite dev environment', expected: ['/applications/dev-environment']},
  {query: 'skybox environment', expected: ['/tutorials/set-up-an-environment']},
  {query: 'ECS virtual arrays', expected: ['/devlog/2025/06/18/virtual-arrays-ecs-entity-storage']},
];
