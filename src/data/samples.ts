import {libraryOfPackage, type LibraryPackage} from '../site/references/packageReferences';

/**
 * The samples gallery: every Livelink sample of the public livelink
 * repository, grouped as that repository's own sample registry groups them
 * (livelink.samples/src/samples/index.ts), plus the complete sample
 * applications that 3dverse publishes as their own repositories.
 *
 * The Livelink samples are described as they stand at one commit of the
 * repository's release branch, and their source links are pinned to that
 * commit so the code a reader opens is the code summarised here.
 */

/** The client packages these docs pin, whose exports a sample can be said to use. */
export type LivelinkPackage = LibraryPackage;

/**
 * One export of a pinned package that a sample calls, optionally narrowed to
 * one member of it (a method, property or namespace entry).
 */
export type LibraryApi = {
  package: LivelinkPackage;
  /** The name the sample imports. */
  name: string;
  /** A member of the export that the sample relies on, such as `newEntity` on `Scene`. */
  member?: string;
  /**
   * The export's generated reference page, relative to its library's
   * reference (`functions/useEntity`): the folder is the export's kind, the
   * file is named after the declaration TypeDoc documents.
   */
  page: string;
};

export type SampleCategoryId =
  | 'viewports'
  | 'sessions'
  | 'overlays'
  | 'cameras'
  | 'clients'
  | 'entities'
  | 'widgets'
  | 'advanced'
  | 'apps';

export type SampleCategory = {
  id: SampleCategoryId;
  label: string;
  /** One sentence on what the samples of the category have in common. */
  description: string;
};

export type Sample = {
  /** Stable, URL-safe identifier; also the card's anchor on the page. */
  id: string;
  title: string;
  /** What the sample does and what to look for in its code. */
  summary: string;
  category: SampleCategoryId;
  /** Lower-case keywords the gallery can be filtered by. */
  tags: readonly string[];
  /** Exports of the pinned packages the sample demonstrates. */
  apis: readonly LibraryApi[];
  /** Other packages or SDKs the sample needs, by name. */
  alsoUses: readonly string[];
  /** The sample's source code. */
  sourceUrl: string;
  /** A public, hosted copy of the sample, where one is published. */
  demoUrl?: string;
};

/** The gallery's categories, in the order its filter lists them. */
export const sampleCategories: readonly SampleCategory[] = [
  {
    id: 'viewports',
    label: 'Viewports',
    description:
      'How canvases and viewports fit together: one or several of each, nested, or showing a render target other than the final image.',
  },
  {
    id: 'sessions',
    label: 'Sessions',
    description:
      'Choosing the scene to stream, holding several sessions on one page and joining a session that is already running.',
  },
  {
    id: 'overlays',
    label: 'Overlays',
    description:
      'HTML elements and three.js objects drawn over the streamed frames, kept in step with the remote camera.',
  },
  {
    id: 'cameras',
    label: 'Cameras',
    description:
      'The built-in camera controller and its presets, a controller of your own, a scripted third-person camera and camera render targets.',
  },
  {
    id: 'clients',
    label: 'Clients',
    description: 'Who else is connected to the session, and where each of them is looking.',
  },
  {
    id: 'entities',
    label: 'Entities',
    description:
      'Creating entities, picking them with the pointer, looking them up and binding them to React components.',
  },
  {
    id: 'widgets',
    label: 'Widgets',
    description:
      'Ready-made React controls from livelink-react-ui wired to a live session: inactivity warning, sun position, render graph settings and view cube.',
  },
  {
    id: 'advanced',
    label: 'Advanced',
    description:
      'Larger samples: skeletal animation, WebXR, medical imaging, culling volumes, three.js gizmos and script events.',
  },
  {
    id: 'apps',
    label: 'Sample applications',
    description:
      'Complete applications in their own repositories. They predate Livelink and use the earlier SDK3DVerse browser SDK, so read them for the product ideas rather than for the calls.',
  },
];

/** The livelink commit the Livelink samples are described from (release branch, February 2025). */
export const livelinkSnapshot = 'edd2177923c4f67e4d6eb83bb604b364bad93ba2';

/** The samples project on the repository's release branch, where new samples appear first. */
export const livelinkSamplesFolderUrl =
  'https://github.com/3dverse/livelink/tree/release/livelink.samples';

/** The hosted build of the samples project. */
export const hostedSamplesUrl = 'https://samples.livelink.3dverse.com/';

function livelinkSample(file: string): string {
  return `https://github.com/3dverse/livelink/blob/${livelinkSnapshot}/livelink.samples/src/samples/${file}`;
}

function jsApi(name: string, page: string): LibraryApi {
  return {package: '@3dverse/livelink', name, page};
}

function reactApi(name: string, page: string): LibraryApi {
  return {package: '@3dverse/livelink-react', name, page};
}

/** The same export, narrowed to one of its members. */
function member(api: LibraryApi, memberName: string): LibraryApi {
  return {...api, member: memberName};
}

/** Exports of @3dverse/livelink-react used by the samples. */
const react = {
  Livelink: reactApi('Livelink', 'functions/LivelinkProvider'),
  Canvas: reactApi('Canvas', 'functions/Canvas'),
  Viewport: reactApi('Viewport', 'variables/Viewport'),
  CameraController: reactApi('CameraController', 'variables/CameraController'),
  DefaultCameraController: reactApi('DefaultCameraController', 'classes/DefaultCameraController'),
  useCameraEntity: reactApi('useCameraEntity', 'functions/useCameraEntity'),
  useEntity: reactApi('useEntity', 'functions/useEntity'),
  useClients: reactApi('useClients', 'functions/useClients'),
  LivelinkContext: reactApi('LivelinkContext', 'variables/LivelinkContext'),
  ViewportContext: reactApi('ViewportContext', 'variables/ViewportContext'),
  CameraControllerContext: reactApi('CameraControllerContext', 'variables/CameraControllerContext'),
  DOM3DOverlay: reactApi('DOM3DOverlay', 'functions/DOM3DOverlay'),
  DOM3DElement: reactApi('DOM3DElement', 'functions/DOM3DElement'),
  DOMEntity: reactApi('DOMEntity', 'functions/DOMEntity'),
} as const;

/** Exports of @3dverse/livelink used by the samples. */
const js = {
  Livelink: jsApi('Livelink', 'classes/Livelink'),
  Scene: jsApi('Scene', 'classes/Scene'),
  Session: jsApi('Session', 'classes/Session'),
  Entity: jsApi('Entity', 'classes/Entity'),
  Client: jsApi('Client', 'classes/Client'),
  CameraController: jsApi('CameraController', 'classes/CameraController'),
  CameraControllerPresets: jsApi('CameraControllerPresets', 'modules/CameraControllerPresets'),
  CameraProjection: jsApi('CameraProjection', 'classes/CameraProjection'),
  ActivityWatcher: jsApi('ActivityWatcher', 'classes/ActivityWatcher'),
  Commands: jsApi('Commands', 'modules/Commands'),
  ScriptEventReceived: jsApi('ScriptEventReceived', 'classes/ScriptEventReceived'),
  Vec3: jsApi('Vec3', 'types/Vec3'),
} as const;

/** What every React sample starts from: a connection, a canvas, a viewport, a camera. */
const reactBasics = [
  react.Livelink,
  react.Canvas,
  react.Viewport,
  react.CameraController,
  react.useCameraEntity,
] as const;

const legacySdk = 'SDK3DVerse (earlier browser SDK)';

/** Every sample of the gallery, grouped by category in the gallery's order. */
export const samples: readonly Sample[] = [
  // Viewports
  {
    id: 'single-canvas-single-viewport',
    title: 'Single viewport',
    summary:
      'The smallest React layout: one canvas holding one viewport, a camera entity created for it, and the built-in controller to move around the scene.',
    category: 'viewports',
    tags: ['react', 'viewports', 'getting-started'],
    apis: reactBasics,
    alsoUses: [],
    sourceUrl: livelinkSample('react-core/1-viewports/1-single-canvas-single-viewport.tsx'),
  },
  {
    id: 'single-canvas-double-viewports',
    title: 'Two viewports in one canvas',
    summary:
      'Splits a single canvas between two viewports, each rendered through its own camera entity and steered by its own controller.',
    category: 'viewports',
    tags: ['react', 'viewports', 'multi-view'],
    apis: reactBasics,
    alsoUses: [],
    sourceUrl: livelinkSample('react-core/1-viewports/2-single-canvas-double-viewports.tsx'),
  },
  {
    id: 'double-canvas-single-viewport',
    title: 'Two canvases',
    summary:
      'Places two canvases side by side, one viewport and camera in each, to show that a single connection can feed several drawing surfaces.',
    category: 'viewports',
    tags: ['react', 'viewports', 'multi-view'],
    apis: reactBasics,
    alsoUses: [],
    sourceUrl: livelinkSample('react-core/1-viewports/3-double-canvas-single-viewport.tsx'),
  },
  {
    id: 'double-canvas-double-viewports',
    title: 'Two canvases, two viewports each',
    summary:
      'Combines both layouts: two canvases, one stacking its pair of viewports vertically and the other horizontally, for four independent cameras on one session.',
    category: 'viewports',
    tags: ['react', 'viewports', 'multi-view'],
    apis: reactBasics,
    alsoUses: [],
    sourceUrl: livelinkSample('react-core/1-viewports/4-double-canvas-double-viewports.tsx'),
  },
  {
    id: 'canvas-in-canvas',
    title: 'Canvas in canvas',
    summary:
      'Nests a small canvas inside the viewport of a larger one, giving a picture-in-picture view through a second camera that moves independently.',
    category: 'viewports',
    tags: ['react', 'viewports', 'picture-in-picture'],
    apis: reactBasics,
    alsoUses: [],
    sourceUrl: livelinkSample('react-core/1-viewports/5-canvas-in-canvas.tsx'),
  },
  {
    id: 'viewport-in-viewport',
    title: 'Viewport in viewport',
    summary:
      'Reaches the same picture-in-picture result without a second canvas, by nesting a smaller, absolutely positioned viewport inside the main one.',
    category: 'viewports',
    tags: ['react', 'viewports', 'picture-in-picture'],
    apis: reactBasics,
    alsoUses: [],
    sourceUrl: livelinkSample('react-core/1-viewports/6-viewport-in-viewport.tsx'),
  },
  {
    id: 'viewport-render-target',
    title: 'Viewport render targets',
    summary:
      'Shows one camera five times: the final image plus four small viewports whose render target index selects view-space and world-space normals and positions.',
    category: 'viewports',
    tags: ['react', 'viewports', 'render-targets', 'debugging'],
    apis: reactBasics,
    alsoUses: [],
    sourceUrl: livelinkSample('react-core/1-viewports/7-viewport-render-target.tsx'),
  },

  // Sessions
  {
    id: 'scene-selector',
    title: 'Scene selector',
    summary:
      'Lets the user pick a scene from a list and streams it with the same layout, by handing the chosen scene id to the Livelink provider only once a choice is made.',
    category: 'sessions',
    tags: ['react', 'sessions', 'scenes'],
    apis: reactBasics,
    alsoUses: [],
    sourceUrl: livelinkSample('react-core/2-sessions/1-scene-selector.tsx'),
  },
  {
    id: 'multi-session',
    title: 'Two sessions on one page',
    summary:
      'Runs two Livelink providers side by side, each connected to a different scene, so that one page streams two independent rendering sessions.',
    category: 'sessions',
    tags: ['react', 'sessions', 'scenes'],
    apis: reactBasics,
    alsoUses: [],
    sourceUrl: livelinkSample('react-core/2-sessions/2-multi-session.tsx'),
  },
  {
    id: 'join-session',
    title: 'Join a running session',
    summary:
      'Starts a session in one panel, reads its session id from the Livelink context, and gives that id to a second provider, which joins the session instead of starting another.',
    category: 'sessions',
    tags: ['react', 'sessions', 'multi-user'],
    apis: [...reactBasics, react.LivelinkContext, member(js.Session, 'session_id')],
    alsoUses: [],
    sourceUrl: livelinkSample('react-core/2-sessions/3-join-session.tsx'),
  },

  // Overlays
  {
    id: 'dom-3d-overlay',
    title: 'HTML elements in 3D',
    summary:
      'Pins ordinary HTML to world positions with a DOM 3D overlay. Some labels keep a constant size on screen; others, given a scale factor, shrink as the camera moves away.',
    category: 'overlays',
    tags: ['react', 'overlays', 'dom'],
    apis: [...reactBasics, react.DOM3DOverlay, react.DOM3DElement],
    alsoUses: [],
    sourceUrl: livelinkSample('react-core/3-overlays/1-dom-3d-overlay.tsx'),
  },
  {
    id: 'threejs-overlay',
    title: 'three.js overlay',
    summary:
      'Renders a small three.js scene, a single cube, on top of the streamed frames through an overlay that follows the remote camera.',
    category: 'overlays',
    tags: ['react', 'overlays', 'three.js'],
    apis: reactBasics,
    alsoUses: ['@3dverse/livelink-three', 'three'],
    sourceUrl: livelinkSample('react-core/3-overlays/2-threejs-overlay.tsx'),
  },
  {
    id: 'multi-overlay',
    title: 'Stacked overlays',
    summary:
      'Puts a three.js overlay and a DOM overlay on the same viewport and explains their fixed order: HTML on top, then WebGL, then the streamed scene, with no depth testing between layers.',
    category: 'overlays',
    tags: ['react', 'overlays', 'dom', 'three.js'],
    apis: [...reactBasics, react.DOM3DOverlay, react.DOM3DElement],
    alsoUses: ['@3dverse/livelink-three', 'three'],
    sourceUrl: livelinkSample('react-core/3-overlays/3-multi-overlay.tsx'),
  },

  // Cameras
  {
    id: 'default-camera-controller',
    title: 'Default camera controller',
    summary:
      'Keeps a ref to the built-in controller, switches between its orbital, pointer-locked orbital and fly presets, and moves the camera with an animated setLookAt call.',
    category: 'cameras',
    tags: ['react', 'cameras', 'controllers'],
    apis: [
      ...reactBasics,
      react.DefaultCameraController,
      member(js.CameraController, 'setLookAt'),
      member(js.CameraControllerPresets, 'orbital'),
      member(js.CameraControllerPresets, 'fly'),
    ],
    alsoUses: [],
    sourceUrl: livelinkSample('react-core/4-cameras/1-default-camera-controller.tsx'),
  },
  {
    id: 'custom-camera-controller',
    title: 'Custom camera controller',
    summary:
      'Leaves the built-in controller out and moves the camera itself, writing the camera entity’s local transform from a timer so that it bobs up and down.',
    category: 'cameras',
    tags: ['react', 'cameras', 'controllers', 'transforms'],
    apis: [
      react.Livelink,
      react.Canvas,
      react.Viewport,
      react.useCameraEntity,
      member(js.Entity, 'local_transform'),
    ],
    alsoUses: [],
    sourceUrl: livelinkSample('react-core/4-cameras/2-custom-camera-controller.tsx'),
  },
  {
    id: 'third-person-controller',
    title: 'Third-person controller',
    summary:
      'Spawns a character scene as a new entity, assigns its scripts to the current client, enables keyboard, mouse and gamepad input, and starts the simulation so you can walk it around.',
    category: 'cameras',
    tags: ['react', 'cameras', 'controllers', 'scripts', 'input'],
    apis: [
      react.Livelink,
      react.Canvas,
      react.Viewport,
      react.LivelinkContext,
      react.ViewportContext,
      member(js.Scene, 'newEntity'),
      member(js.Entity, 'getChildren'),
      member(js.Entity, 'assignClientToScripts'),
      member(js.Livelink, 'devices'),
      member(js.Livelink, 'startSimulation'),
    ],
    alsoUses: [],
    sourceUrl: livelinkSample('react-core/4-cameras/3-third-person-controller.tsx'),
  },
  {
    id: 'camera-render-target',
    title: 'Camera render target',
    summary:
      'Adds a drop-down that changes which render target the camera shows, reaching the camera entity through the viewport context and its camera projection.',
    category: 'cameras',
    tags: ['react', 'cameras', 'render-targets', 'debugging'],
    apis: [...reactBasics, react.ViewportContext, member(js.CameraProjection, 'camera_entity')],
    alsoUses: [],
    sourceUrl: livelinkSample('react-core/4-cameras/4-camera-render-target.tsx'),
  },

  // Clients
  {
    id: 'clients-list',
    title: 'Client list',
    summary:
      'Opens a session in one panel and joins it from another, then lists the clients connected to it with the useClients hook, next to the current client’s id.',
    category: 'clients',
    tags: ['react', 'clients', 'multi-user'],
    apis: [
      ...reactBasics,
      react.LivelinkContext,
      react.useClients,
      member(js.Session, 'client_id'),
      member(js.Client, 'username'),
    ],
    alsoUses: [],
    sourceUrl: livelinkSample('react-core/5-clients/1-clients-list.tsx'),
  },
  {
    id: 'clients-avatars',
    title: 'Client avatars',
    summary:
      'Draws an avatar on the camera of each connected client with DOMEntity, and opens a picture-in-picture viewport that looks through the camera of the client you select.',
    category: 'clients',
    tags: ['react', 'clients', 'multi-user', 'dom', 'picture-in-picture'],
    apis: [
      ...reactBasics,
      react.useClients,
      react.DOM3DOverlay,
      react.DOMEntity,
      member(js.Client, 'getCameraEntities'),
    ],
    alsoUses: ['boring-avatars'],
    sourceUrl: livelinkSample('react-core/5-clients/2-clients-avatars.tsx'),
  },

  // Entities
  {
    id: 'create-entity',
    title: 'Create an entity',
    summary:
      'A button that adds entities with a random position, size and material to a transient session, each built from transform, mesh and material components.',
    category: 'entities',
    tags: ['react', 'entities', 'components'],
    apis: [...reactBasics, react.LivelinkContext, member(js.Scene, 'newEntity')],
    alsoUses: [],
    sourceUrl: livelinkSample('react-core/6-entities/1-create-entity.tsx'),
  },
  {
    id: 'entity-picking',
    title: 'Entity picking',
    summary:
      'Reports the entity under the pointer and the one last clicked through the viewport’s hover and pick callbacks, and highlights the picked entity in the scene.',
    category: 'entities',
    tags: ['react', 'entities', 'picking'],
    apis: [...reactBasics, react.LivelinkContext, member(js.Scene, 'highlightEntities')],
    alsoUses: [],
    sourceUrl: livelinkSample('react-core/6-entities/2-entity-picking.tsx'),
  },
  {
    id: 'finding-entities',
    title: 'Find entities by id',
    summary:
      'Looks up three point lights by their entity ids with useEntity, watching their point_light component, and gives each a colour picker and an intensity slider.',
    category: 'entities',
    tags: ['react', 'entities', 'lights', 'components'],
    apis: [...reactBasics, react.useEntity, js.Entity, js.Vec3],
    alsoUses: [],
    sourceUrl: livelinkSample('react-core/6-entities/3-finding-entities.tsx'),
  },
  {
    id: 'smart-object',
    title: 'Smart object',
    summary:
      'Binds a light entity to a React component: its controls show the point_light values, write changes straight back to the entity and can reset the component to its defaults.',
    category: 'entities',
    tags: ['react', 'entities', 'lights', 'components'],
    apis: [...reactBasics, react.useEntity, js.Entity],
    alsoUses: [],
    sourceUrl: livelinkSample('react-core/6-entities/4-smart-object.tsx'),
  },

  // Widgets
  {
    id: 'activity-watcher',
    title: 'Activity watcher',
    summary:
      'Shortens the session’s inactivity timeouts through the activity watcher, so that the InactivityWarning panel passed to the Livelink provider shows after one second without input.',
    category: 'widgets',
    tags: ['react', 'widgets', 'inactivity'],
    apis: [
      ...reactBasics,
      react.LivelinkContext,
      member(js.Livelink, 'activity_watcher'),
      member(js.ActivityWatcher, 'setTimeouts'),
    ],
    alsoUses: ['@3dverse/livelink-react-ui'],
    sourceUrl: livelinkSample('react-ui/1-activity-watcher.tsx'),
  },
  {
    id: 'sun-position-picker',
    title: 'Sun position picker',
    summary:
      'Finds the scene’s sun entity with useEntity and hands it to the SunPositionPicker widget, which changes the direction of the light over an atmosphere-lit scene.',
    category: 'widgets',
    tags: ['react', 'widgets', 'lights'],
    apis: [...reactBasics, react.useEntity],
    alsoUses: ['@3dverse/livelink-react-ui'],
    sourceUrl: livelinkSample('react-ui/2-sun-position-picker.tsx'),
  },
  {
    id: 'render-graph-settings',
    title: 'Render graph settings',
    summary:
      'Lists every setting of the camera’s render graph in a RenderGraphSettings panel, fed with the session’s token and the camera taken from the viewport context.',
    category: 'widgets',
    tags: ['react', 'widgets', 'render-graph'],
    apis: [...reactBasics, react.LivelinkContext, react.ViewportContext],
    alsoUses: ['@3dverse/livelink-react-ui'],
    sourceUrl: livelinkSample('react-ui/3-render-graph-settings.tsx'),
  },
  {
    id: 'view-cube',
    title: 'View cube',
    summary:
      'Adds a ViewCube whose faces turn the camera to look at the origin from the front, back, sides, top or bottom, using the controller from CameraControllerContext.',
    category: 'widgets',
    tags: ['react', 'widgets', 'cameras', 'controllers'],
    apis: [...reactBasics, react.CameraControllerContext, member(js.CameraController, 'setLookAt')],
    alsoUses: ['@3dverse/livelink-react-ui'],
    sourceUrl: livelinkSample('react-ui/4-view-cube.tsx'),
  },

  // Advanced
  {
    id: 'live-skeletal-animation',
    title: 'Live skeletal animation',
    summary:
      'Drives a streamed character’s skeleton from a local three.js skeleton, posed by hand with gizmos or played from a recorded clip, by sending partial skeleton poses.',
    category: 'advanced',
    tags: ['react', 'animation', 'skeletons', 'three.js'],
    apis: [
      ...reactBasics,
      react.LivelinkContext,
      react.useEntity,
      member(js.Livelink, 'sendSkeletonPose'),
      member(js.Commands, 'SkeletonPartialPose'),
    ],
    alsoUses: ['three'],
    sourceUrl: livelinkSample('advanced/x-live-skeletal-animation.tsx'),
  },
  {
    id: 'web-xr',
    title: 'WebXR',
    summary:
      'Enters immersive AR or VR where the browser supports WebXR. The snapshot imports its WebXR helpers from livelink-react; the pinned 0.2.55 release no longer exports them.',
    category: 'advanced',
    tags: ['react', 'xr'],
    apis: reactBasics,
    alsoUses: [],
    sourceUrl: livelinkSample('advanced/x-web-xr.tsx'),
    demoUrl: 'https://samples.livelink.3dverse.com/#/web-xr',
  },
  {
    id: 'web-xr-ios',
    title: 'WebXR on iOS',
    summary:
      'The AR half of the WebXR sample for iOS devices, where it loads the Variant Launch SDK at run time to obtain a WebXR session before entering AR.',
    category: 'advanced',
    tags: ['react', 'xr', 'ios'],
    apis: reactBasics,
    alsoUses: ['Variant Launch SDK'],
    sourceUrl: livelinkSample('advanced/x-web-xr-ios.tsx'),
    demoUrl: 'https://samples.livelink.3dverse.com/#/web-xr-ios',
  },
  {
    id: 'multiplanar-reconstruction',
    title: 'Multiplanar reconstruction',
    summary:
      'Shows a medical volume in four viewports, a 3D view and three orthogonal slices, each slice camera created by useCameraEntity with an MPR render graph.',
    category: 'advanced',
    tags: ['react', 'medical', 'volumes', 'render-graph', 'multi-view'],
    apis: reactBasics,
    alsoUses: [],
    sourceUrl: livelinkSample('advanced/x-multiplanar-reconstruction.tsx'),
  },
  {
    id: 'culling-box-geometry',
    title: 'Culling box',
    summary:
      'Creates an entity with box and culling geometry components, draws the box with three.js and lets you resize it by dragging HTML handles placed on its faces.',
    category: 'advanced',
    tags: ['react', 'culling', 'three.js', 'dom', 'components'],
    apis: [
      ...reactBasics,
      react.useEntity,
      react.ViewportContext,
      react.DOM3DOverlay,
      react.DOM3DElement,
      member(js.Entity, 'global_transform'),
    ],
    alsoUses: ['@3dverse/livelink-three', 'three'],
    sourceUrl: livelinkSample('advanced/x-culling-box-geometry.tsx'),
  },
  {
    id: 'three-transform-controls',
    title: 'three.js transform gizmo',
    summary:
      'Attaches a three.js transform gizmo to the entity you pick, to translate, rotate or scale it, with keyboard shortcuts for the mode, the space and snapping.',
    category: 'advanced',
    tags: ['react', 'three.js', 'gizmos', 'entities', 'picking'],
    apis: [...reactBasics, react.DefaultCameraController, js.Entity],
    alsoUses: ['@3dverse/livelink-three', 'three'],
    sourceUrl: livelinkSample('advanced/x-three-transform-controls.tsx'),
  },
  {
    id: 'script-events',
    title: 'Script events',
    summary:
      'Listens for the enter and exit events of a trigger’s script, finds the entity that set them off and plays animation sequences to stage a short dialogue.',
    category: 'advanced',
    tags: ['react', 'scripts', 'events', 'animation', 'dom'],
    apis: [
      ...reactBasics,
      react.LivelinkContext,
      react.useEntity,
      react.DOM3DOverlay,
      react.DOMEntity,
      member(js.Entity, 'addScriptEventListener'),
      member(js.Scene, 'findEntity'),
      member(js.Livelink, 'startSimulation'),
      js.ScriptEventReceived,
      member(js.CameraControllerPresets, 'fly'),
    ],
    alsoUses: [],
    sourceUrl: livelinkSample('advanced/x-script-events.tsx'),
  },

  // Sample applications
  {
    id: 'simple-cube',
    title: 'Simple cube',
    summary:
      'The smallest static page that streams a scene: it joins or starts a session of a chrome cube and gives the viewport an orbit camera.',
    category: 'apps',
    tags: ['getting-started', 'legacy-sdk', 'vanilla-js'],
    apis: [],
    alsoUses: [legacySdk],
    sourceUrl: 'https://github.com/3dverse/sample-simple-cube',
  },
  {
    id: 'car-configurator',
    title: 'Car configurator',
    summary:
      'An HTML interface that switches car models, paint, environment and lights and plays a turntable animation; every client sees the changes and the others’ avatars.',
    category: 'apps',
    tags: ['configurator', 'materials', 'multi-user', 'animation', 'legacy-sdk', 'vanilla-js'],
    apis: [],
    alsoUses: [legacySdk],
    sourceUrl: 'https://github.com/3dverse/sample-car-configurator',
    demoUrl: 'https://3dverse.github.io/sample-car-configurator/',
  },
  {
    id: 'first-person-controller',
    title: 'First-person controller',
    summary:
      'An animated droid you drive with a gamepad or keyboard and mouse, able to walk, run and emote; each player who joins the session gets a character of their own.',
    category: 'apps',
    tags: [
      'controllers',
      'input',
      'animation',
      'physics',
      'multi-user',
      'legacy-sdk',
      'vanilla-js',
    ],
    apis: [],
    alsoUses: [legacySdk],
    sourceUrl: 'https://github.com/3dverse/sample-first-person-controller',
    demoUrl: 'https://3dverse.github.io/sample-first-person-controller/',
  },
  {
    id: 'ifc-viewer',
    title: 'IFC viewer',
    summary:
      'Shows a converted IFC building whose storeys you can hide and show from a side panel; choosing a space in the list moves the camera inside it to look around.',
    category: 'apps',
    tags: ['bim', 'ifc', 'cameras', 'legacy-sdk', 'vanilla-js'],
    apis: [],
    alsoUses: [legacySdk],
    sourceUrl: 'https://github.com/3dverse/sample-ifc-viewer',
    demoUrl: 'https://console.3dverse.com/-/sample/sample-ifc-viewer/',
  },
  {
    id: 'dicom-viewer',
    title: 'DICOM viewer',
    summary:
      'Multiplanar reconstruction of a CT scan across four viewports, built on the MPR and three.js extensions of the earlier SDK; dragging an axis repositions the views.',
    category: 'apps',
    tags: ['medical', 'volumes', 'multi-view', 'legacy-sdk', 'vanilla-js'],
    apis: [],
    alsoUses: [legacySdk],
    sourceUrl: 'https://github.com/3dverse/sample-dicom-viewer',
    demoUrl: 'https://3dverse.github.io/sample-dicom-viewer/',
  },
  {
    id: 'ifc-digital-twin',
    title: 'BIM digital twin',
    summary:
      'A Next.js application for IFC buildings with storey and space navigation, property panels, energy data and smart controls for doors and lights, plus an IfcOpenShell script to prepare your own file.',
    category: 'apps',
    tags: ['bim', 'ifc', 'digital-twin', 'react', 'nextjs', 'legacy-sdk'],
    apis: [],
    alsoUses: [legacySdk, 'Next.js', 'IfcOpenShell'],
    sourceUrl: 'https://github.com/3dverse/demo-ifc-next',
  },
];

/** Every tag used in the gallery, in alphabetical order. */
export const sampleTags: readonly string[] = [...new Set(samples.flatMap((s) => s.tags))].sort();

/** The site path of an export's generated reference page. */
export function referencePath(api: LibraryApi): string {
  return `/references/${libraryOfPackage(api.package)}/${api.page}`;
}

/** How an export is written on a card: `Scene.newEntity` or `useEntity`. */
export function apiLabel(api: LibraryApi): string {
  return api.member ? `${api.name}.${api.member}` : api.name;
}
