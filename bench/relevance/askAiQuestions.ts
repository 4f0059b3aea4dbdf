/**
 * Questions a developer might put to the site's "Ask AI" assistant, each paired with the pages
 * whose content must be among the retrieved passages for the model to answer well. The list
 * measures retrieval recall only; no model is involved.
 *
 * The questions are written in readers' words, the way people talk to an assistant: mostly full
 * questions ("How can I…", "Why does my…", "What's the difference between…"), and some casual
 * ones that describe a symptom or use words the answering page does not use. The expected pages
 * were chosen by reading the pages themselves, never by running the retrieval or looking at what
 * it returns. `expected` lists every page that really answers the question, not pages that only
 * mention the topic in passing, and a passage from any one of them counts as a hit. If retrieval
 * misses them, fix the retrieval; do not reword the question or trim `expected` to suit it.
 */
export const askAiQuestions: readonly {question: string; expected: readonly string[]}[] = [
  // Get started and credentials
  {
    question:
      'Why would I stream a scene from 3dverse instead of rendering it in the browser with three.js, and what are the downsides?',
    expected: ['/get-started/why-3dverse'],
  },
  {
    question:
      'Does 3dverse have physics, skeletal animation and spatial sound built in, or is it only a model viewer?',
    expected: ['/misc/features', '/engine'],
  },
  {
    question:
      'Can I put my API key in my React app, or which credential is the browser supposed to get?',
    expected: [
      '/get-started/api-keys-and-tokens',
      '/core-concepts/access-control',
      '/applications/deploying',
    ],
  },
  {
    question:
      "I'm coming from Unity. Where does the code I would normally write in a MonoBehaviour go?",
    expected: ['/get-started/coming-from-unity', '/engine/ecs/scripts'],
  },
  {
    question:
      'How can I let an outside supplier into our live session for a review without creating an account for them?',
    expected: [
      '/get-started/api-keys-and-tokens',
      '/core-concepts/access-control',
      '/console/collaboration',
      '/tutorials/activate-multi-user-session',
    ],
  },

  // Core concepts
  {
    question:
      "What's the difference between Livelink.start, Livelink.join and Livelink.join_or_start?",
    expected: [
      '/core-concepts/rendering-sessions',
      '/applications/livelink',
      '/references/livelink.js/classes/Livelink',
    ],
  },
  {
    question:
      'i moved stuff around and added a few entities from my app but everything was gone the next day, why?',
    expected: [
      '/core-concepts/scene-model',
      '/core-concepts/rendering-sessions',
      '/tutorials/debug-app',
    ],
  },
  {
    question:
      'How do I reuse the same machine model many times inside a bigger plant scene, and change just one of the copies?',
    expected: ['/core-concepts/scene-model', '/engine/ecs/identity', '/tutorials/compose-a-scene'],
  },
  {
    question:
      "What's the difference between an entity's UUID and its RTID, and which one should I store in my database?",
    expected: ['/core-concepts/scene-model', '/engine/ecs/identity'],
  },
  {
    question: 'Is an asset just the file I uploaded? What kinds of assets does the platform store?',
    expected: ['/core-concepts/assets', '/references/assets'],
  },
  {
    question:
      'Which video codec is used for the stream, and what happens in a browser that does not support WebCodecs?',
    expected: ['/core-concepts/renderer-architecture', '/applications/livelink'],
  },
  {
    question:
      'Which requests go through the REST API and which go over the Livelink WebSocket connection?',
    expected: ['/core-concepts/architecture'],
  },
  {
    question:
      'How can a Node.js service push IoT sensor readings into a running scene without receiving any video?',
    expected: [
      '/core-concepts/rendering-sessions',
      '/applications/overview',
      '/devlog/2025/10/14/digital-twin-sync-opc-ua-mqtt',
    ],
  },

  // livelink.js
  {
    question: 'How do I show a scene in a plain HTML canvas without using React?',
    expected: ['/applications/livelink', '/core-concepts/renderer-architecture'],
  },
  {
    question: 'How can I show two camera views side by side on the same canvas?',
    expected: ['/applications/livelink', '/core-concepts/renderer-architecture'],
  },
  {
    question: 'How do I find an entity by its UUID and change its position from code?',
    expected: ['/core-concepts/scene-model', '/applications/livelink'],
  },
  {
    question:
      'How can my app be notified when another participant moves an object, and tell their edits from mine?',
    expected: ['/applications/livelink', '/core-concepts/scene-model'],
  },
  {
    question: 'how do I figure out what the user clicked on in the 3d view',
    expected: ['/applications/livelink', '/applications/react', '/core-concepts/applications'],
  },
  {
    question:
      'Why do my users get kicked out after a few minutes without touching anything, and how can I warn them first?',
    expected: [
      '/core-concepts/rendering-sessions',
      '/references/livelink.js/classes/ActivityWatcher',
      '/tutorials/debug-app',
    ],
  },
  {
    question:
      'Can I forward keyboard and gamepad input to scripts running in the session, for example to drive a vehicle?',
    expected: [
      '/core-concepts/applications',
      '/applications/livelink',
      '/references/livelink.js/classes/Livelink',
    ],
  },
  {
    question: 'can i walk around the scene with wasd like in a game?',
    expected: ['/tutorials/set-up-your-camera-controller', '/applications/livelink'],
  },

  // livelink.react
  {
    question:
      'In React, how do the Livelink provider, Canvas, Viewport and CameraController components fit together?',
    expected: ['/applications/react', '/applications/quickstart', '/core-concepts/applications'],
  },
  {
    question: 'my page stays black and the console says "Canvas element has an invalid size"',
    expected: ['/applications/quickstart', '/tutorials/debug-app', '/applications/react'],
  },
  {
    question:
      "Why doesn't my React component re-render when a component of the entity from useEntity changes?",
    expected: ['/applications/react', '/tutorials/create-points-of-interests'],
  },
  {
    question: 'How do I pin an HTML label to an entity so it follows it as the camera moves?',
    expected: [
      '/applications/react',
      '/tutorials/create-points-of-interests',
      '/references/livelink.react/functions/DOMEntity',
    ],
  },
  {
    question: 'How can I show a list of the other people connected to the session in my React app?',
    expected: [
      '/applications/react',
      '/tutorials/activate-multi-user-session',
      '/references/livelink.react/functions/useClients',
    ],
  },

  // REST API
  {
    question:
      'How do I upload an FBX file through the API and find out when its conversion has finished?',
    expected: [
      '/console/asset-browser',
      '/references/supported-file-formats',
      '/references/asset-api',
      '/tutorials/upload-files-from-your-app',
    ],
  },
  {
    question:
      'Is there a webhook that tells my server when a conversion is done, or do I have to poll?',
    expected: [
      '/references/api/upload-task-status-changed',
      '/references/api/conversion-pipeline-status-changed',
    ],
  },
  {
    question: 'How should my backend create a 3dverse user for each person who signs up to my app?',
    expected: [
      '/get-started/api-keys-and-tokens',
      '/core-concepts/access-control',
      '/console/access-management',
      '/references/api/register-user',
    ],
  },
  {
    question: 'listing folder assets through the api only ever gives me 10 results',
    expected: ['/references/asset-api'],
  },
  {
    question: 'How do I give a whole group of users write access to a folder?',
    expected: [
      '/console/access-management',
      '/references/asset-api',
      '/references/api/grant-member-access-to-folder',
    ],
  },
  {
    question: 'Can I shut down a running session from my backend?',
    expected: ['/references/api/kill-session', '/console/overview', '/tutorials/debug-app'],
  },
  {
    question:
      'Can I add entities to a stored scene from a script, without opening a rendering session?',
    expected: [
      '/tutorials/compose-a-scene',
      '/references/asset-api',
      '/references/api/create-entity',
    ],
  },

  // Tutorials and file formats
  {
    question: 'How do I get a mesh back out of 3dverse as an STL file?',
    expected: ['/tutorials/export-structured-model', '/references/api/export-asset'],
  },
  {
    question:
      "we have our own in-house file format that 3dverse doesn't read, how do we get that data in?",
    expected: ['/tutorials/write-custom-converter', '/references/supported-file-formats'],
  },
  {
    question: 'does it take STEP files straight out of our CAD tool?',
    expected: ['/references/supported-file-formats'],
  },

  // Deployment
  {
    question: 'What do I need to allow in my Content Security Policy for Livelink to work?',
    expected: ['/applications/deploying', '/tutorials/debug-app'],
  },
  {
    question:
      'Why is the stream so slow when I open my dev server from my phone on the local network?',
    expected: ['/applications/dev-environment', '/applications/deploying'],
  },

  // Console and editor
  {
    question:
      'How do I invite a teammate to my project, and what can a Viewer do compared with an Editor?',
    expected: ['/console/collaboration'],
  },
  {
    question: 'Where do I find the scene ID and the public token my app needs?',
    expected: ['/console/overview', '/applications/quickstart', '/tutorials/set-up-an-environment'],
  },
  {
    question: 'How can I list only the lights of a scene in the editor?',
    expected: ['/editor/extensions/scene-graph'],
  },
  {
    question:
      'If someone edits the scene in the editor while my app is connected, do my users see the changes right away?',
    expected: ['/editor/overview', '/core-concepts/architecture'],
  },

  // Engine
  {
    question: 'how do i make a crate fall and get knocked around by physics',
    expected: ['/engine/physics/physics-bodies', '/engine/ecs/physics'],
  },
  {
    question:
      'How do I turn one pump red without changing every other object that shares its material?',
    expected: ['/engine/ecs/visual-3d-objects', '/engine/rendering/pbr-material-shaders'],
  },
  {
    question: 'How do I hide the grid and show the skybox behind my model?',
    expected: ['/engine/rendering/default-render-graph', '/engine/ecs/cameras'],
  },
  {
    question:
      "How do I make a character switch from walking to running by setting its animation graph's inputs from my app?",
    expected: ['/engine/skeletal-animation/key-concepts', '/engine/ecs/animation'],
  },
  {
    question:
      'What does Viewport.castScreenSpaceRay return, and why should I not use it for mouse picking?',
    expected: ['/references/livelink.js/classes/Viewport', '/engine/physics/events'],
  },

  // Devlog
  {
    question: 'How can a VR headset cope with the latency of frames rendered on a remote server?',
    expected: ['/devlog/2025/04/24/server-side-rendering-xr-latency'],
  },
];
