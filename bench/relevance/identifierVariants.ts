import {halves, type ExpectedQuery, type QueryList} from './queryList';

const js = '/references/livelink.js';
const react = '/references/livelink.react';
const api = '/references/api';
const components = '/references/entity-components';

/**
 * Identifier variants: names from the generated references typed the way people half-remember
 * them, in another casing, split into words, run together, or with an extra word such as
 * "hook", "component" or "method". They cover classes, members, types, modules and variables of
 * livelink.js, the components, hooks, contexts and types of livelink.react, entity component
 * ids, asset types and REST operation ids. Each expects the page that documents the identifier:
 * for a member such as `Scene.findEntities`, the page of its class; for an entity component, the
 * entity components reference together with the engine page and the type page that document it.
 *
 * Every query was written by hand from the reference pages, and the expected pages were chosen
 * by reading them, never by running the search or looking at what it returns. Any expected page
 * among the first three results counts as a hit. If the search misses one, fix the search; never
 * reword a query to suit it.
 */
export const identifierVariants: QueryList<ExpectedQuery> = halves([
  // livelink.js: the Livelink class and its members
  {query: 'joinorstart', expected: [`${js}/classes/Livelink`]},
  {query: 'livelink configure remote server', expected: [`${js}/classes/Livelink`]},
  {query: 'livelink start streaming', expected: [`${js}/classes/Livelink`]},

  // livelink.js: other classes and their members
  {query: 'rendering surface', expected: [`${js}/classes/RenderingSurface`]},
  {query: 'webcodecs decoder', expected: [`${js}/classes/WebCodecsDecoder`]},
  {query: 'software decoder class', expected: [`${js}/classes/SoftwareDecoder`]},
  {query: 'camera projection', expected: [`${js}/classes/CameraProjection`]},
  {query: 'activity watcher', expected: [`${js}/classes/ActivityWatcher`]},
  {query: 'script event received', expected: [`${js}/classes/ScriptEventReceived`]},
  {query: 'ENTITY PICKED EVENT', expected: [`${js}/classes/EntityPickedEvent`]},
  {query: 'offscreen surface', expected: [`${js}/classes/OffscreenSurface`]},
  {query: 'gamepad input relay', expected: [`${js}/classes/GamepadInputRelay`]},
  {query: 'encoded frame consumer', expected: [`${js}/classes/EncodedFrameConsumer`]},
  {query: 'scene find entities', expected: [`${js}/classes/Scene`]},
  {query: 'entity add script event listener', expected: [`${js}/classes/Entity`]},
  {query: 'session evict client', expected: [`${js}/classes/Session`]},
  {query: 'viewport cast screen space ray', expected: [`${js}/classes/Viewport`]},
  {
    query: 'camera controller set look at',
    expected: [`${js}/classes/CameraController`, '/tutorials/set-up-your-camera-controller'],
  },

  // livelink.js: modules, variables, types and interfaces
  {query: 'cameracontrollerpresets', expected: [`${js}/modules/CameraControllerPresets`]},
  {
    query: 'pointer locked orbital preset',
    expected: [`${js}/variables/CameraControllerPresets.pointer_locked_orbital`],
  },
  {query: 'CameraControllerPresets fly', expected: [`${js}/variables/CameraControllerPresets.fly`]},
  {query: 'camera controller preset type', expected: [`${js}/types/CameraControllerPreset`]},
  {query: 'livelink connection stage', expected: [`${js}/types/LivelinkConnectionStage`]},
  {query: 'entity creation options', expected: [`${js}/types/EntityCreationOptions`]},
  {query: 'overlay interface', expected: [`${js}/interfaces/OverlayInterface`]},
  {query: 'decoded frame consumer', expected: [`${js}/interfaces/DecodedFrameConsumer`]},
  {
    query: 'scene settings physics',
    expected: [`${js}/types/SceneSettings.Physics`, '/engine/physics/physics-settings'],
  },
  {query: 'components namespace', expected: [`${js}/modules/Components`]},
  {query: 'entity ref type', expected: [`${js}/types/EntityRef`]},
  {query: 'screen space ray query', expected: [`${js}/types/Queries.ScreenSpaceRayQuery`]},
  {query: 'rtid type', expected: [`${js}/types/RTID`]},

  // livelink.react: hooks
  {query: 'use camera entity', expected: [`${react}/functions/useCameraEntity`]},
  {query: 'USE SCENE SETTINGS', expected: [`${react}/functions/useSceneSettings`]},
  {query: 'use clients hook', expected: [`${react}/functions/useClients`]},
  {query: 'useentities hook', expected: [`${react}/functions/useEntities`]},

  // livelink.react: components, classes, contexts and types
  {query: 'livelinkprovider component', expected: [`${react}/functions/LivelinkProvider`]},
  {query: 'dom 3d overlay', expected: [`${react}/functions/DOM3DOverlay`]},
  {query: 'dom entity', expected: [`${react}/functions/DOMEntity`]},
  {query: 'dom3d element', expected: [`${react}/functions/DOM3DElement`]},
  {query: 'recorder component react', expected: [`${react}/functions/Recorder`]},
  {query: 'react overlay class', expected: [`${react}/classes/ReactOverlay`]},
  {query: 'livelink context', expected: [`${react}/variables/LivelinkContext`]},
  {query: 'viewportcontext', expected: [`${react}/variables/ViewportContext`]},
  {query: 'camera controller context', expected: [`${react}/variables/CameraControllerContext`]},
  {query: 'session join mode', expected: [`${react}/types/SessionJoinMode`]},

  // Entity components
  {
    query: 'rigidbody',
    expected: [components, '/engine/physics/physics-bodies', `${js}/types/Components.RigidBody`],
  },
  {
    query: 'sceneref',
    expected: [components, '/engine/ecs/identity', `${js}/types/Components.SceneRef`],
  },
  {
    query: 'MESH REF',
    expected: [components, '/engine/ecs/visual-3d-objects', `${js}/types/Components.MeshRef`],
  },
  {
    query: 'local transform component',
    expected: [components, '/engine/ecs/identity', `${js}/types/Components.LocalTransform`],
  },
  {
    query: 'physics material component',
    expected: [
      components,
      '/engine/physics/physics-material',
      `${js}/types/Components.PhysicsMaterial`,
    ],
  },
  {
    query: 'animationcontroller',
    expected: [components, '/engine/ecs/animation', `${js}/types/Components.AnimationController`],
  },
  {
    query: 'script map component',
    expected: [components, '/engine/ecs/scripts', `${js}/types/Components.ScriptMap`],
  },
  {
    query: 'sound ref',
    expected: [components, '/engine/ecs/sound', `${js}/types/Components.SoundRef`],
  },
  {
    query: 'debugname',
    expected: [components, '/engine/ecs/identity', `${js}/types/Components.DebugName`],
  },
  {
    query: 'character controller component',
    expected: [
      components,
      '/engine/physics/character-controller',
      `${js}/types/Components.CharacterController`,
    ],
  },
  {
    query: 'spotlight component',
    expected: [components, '/engine/ecs/lights', `${js}/types/Components.SpotLight`],
  },
  {
    query: 'orthographic lens',
    expected: [components, '/engine/ecs/cameras', `${js}/types/Components.OrthographicLens`],
  },

  // Asset types
  {
    query: 'animation graph asset',
    expected: ['/references/assets/animation_graph', `${js}/types/Assets.AnimationGraph`],
  },
  {
    query: 'pointcloud',
    expected: ['/references/assets/point_cloud', `${js}/types/Assets.PointCloud`],
  },
  {
    query: 'volume material asset type',
    expected: ['/references/assets/volume_material', `${js}/types/Assets.VolumeMaterial`],
  },
  {
    query: 'texture3d',
    expected: ['/references/assets/texture_3d', `${js}/types/Assets.Texture3D`],
  },
  {query: 'eventmap', expected: ['/references/assets/event_map', `${js}/types/Assets.EventMap`]},
  {
    query: 'render graph asset type',
    expected: ['/references/assets/render_graph', `${js}/types/Assets.RenderGraph`],
  },

  // REST operation ids
  {query: 'uploadSourceFiles', expected: [`${api}/upload-source-files`]},
  {query: 'getsourcefiledetails', expected: [`${api}/get-source-file-details`]},
  {query: 'grantMemberAccessToFolder', expected: [`${api}/grant-member-access-to-folder`]},
  {query: 'kick client from session', expected: [`${api}/kick-client-from-session`]},
  {query: 'killsession', expected: [`${api}/kill-session`]},
  {query: 'get asset dependencies', expected: [`${api}/get-asset-dependencies`]},
  {query: 'join_session_as_guest', expected: [`${api}/join-session-as-guest`]},
  {query: 'get scene aabb', expected: [`${api}/get-scene-aabb`]},
  {query: 'list folder sub folders', expected: [`${api}/list-folder-sub-folders`]},
  {query: 'update group description', expected: [`${api}/update-group-description`]},
  {query: 'generateUserToken api', expected: [`${api}/generate-user-token`]},
  {query: 'register-user operation', expected: [`${api}/register-user`]},
]);
