import {halves, type ExpectedQuery, type QueryList} from './queryList';

/**
 * REST tasks: what a developer wants the Asset API to do, said in their own words rather than
 * with the operation's summary ("who edited this asset last" rather than "Get asset details"),
 * each expecting the generated page of the operation that does it. The list measures whether a
 * task finds its operation across assets, folders, groups, users, tokens, source files, upload
 * tasks, sessions, scene entities and settings, and the webhook notifications.
 *
 * Every query was written by hand, and its expected pages were chosen by reading each
 * operation's summary and description in the OpenAPI specification and its generated page,
 * never by running the search or looking at what it returns. When two operations do the task
 * equally well, both are listed, and either among the first three results counts as a hit. If
 * the search misses one, fix the search; never reword a query to suit it.
 */
export const restTasks: QueryList<ExpectedQuery> = halves([
  // Assets
  {query: 'change the name of a model asset', expected: ['/references/api/rename-asset']},
  {
    query: 'copy a scene with everything it uses',
    expected: ['/references/api/create-asset'],
  },
  {query: 'which folder is this asset in', expected: ['/references/api/get-asset-folder']},
  {
    query: 'what meshes and textures does my scene need',
    expected: ['/references/api/get-asset-dependencies'],
  },
  {
    query: 'find scenes that point at this material',
    expected: ['/references/api/get-asset-references'],
  },
  {query: 'bulk remove several assets at once', expected: ['/references/api/delete-assets']},
  {query: 'fetch the vertex buffers of a mesh', expected: ['/references/api/get-asset-payload']},
  {query: "read a script's source code", expected: ['/references/api/get-asset-code']},
  {
    query: 'who edited this asset last',
    expected: ['/references/api/get-asset-details', '/references/api/get-asset-history'],
  },
  {query: 'preview image of an asset', expected: ['/references/api/get-asset-thumbnail']},
  {query: 'read the json behind a material', expected: ['/references/api/get-asset-description']},
  {query: 'back up a scene to a zip file', expected: ['/references/api/package-asset']},
  {
    query: 'load a zip of assets into another environment',
    expected: ['/references/api/import-assets'],
  },
  {query: 'download a mesh as an stl file', expected: ['/references/api/export-asset']},
  {
    query: 'new material from a shader and colours',
    expected: ['/references/api/create-material'],
  },
  {query: 'build a skybox from six images', expected: ['/references/api/create-cubemap']},
  {query: 'search every asset by name', expected: ['/references/api/list-assets']},
  {query: 'show all models stored in a folder', expected: ['/references/api/get-folder-assets']},
  {
    query: 'reorganise assets into a different folder',
    expected: ['/references/api/move-assets'],
  },
  {query: 'types declared by a code module', expected: ['/references/api/get-asset-custom-types']},

  // Folders and access
  {query: 'give a folder a new title', expected: ['/references/api/update-folder']},
  {
    query: 'remove a folder that has nothing left in it',
    expected: ['/references/api/delete-folder'],
  },
  {query: 'nested folder under an existing one', expected: ['/references/api/create-subfolder']},
  {
    query: 'set up a folder tree in one call',
    expected: ['/references/api/create-folder', '/references/api/create-subfolder'],
  },
  {
    query: 'give a user write permission on a folder',
    expected: ['/references/api/grant-member-access-to-folder'],
  },
  {
    query: "take away someone's rights on a folder",
    expected: ['/references/api/revoke-member-access-to-folder'],
  },
  {query: 'audit folder permissions', expected: ['/references/api/list-folder-accesses']},
  {
    query: 'how many assets does a folder hold',
    expected: ['/references/api/get-folder-info', '/references/api/list-folders'],
  },
  {query: 'child folders of a folder', expected: ['/references/api/list-folder-sub-folders']},
  {query: 'put a folder under another parent', expected: ['/references/api/move-folders']},

  // Groups
  {query: 'set up a team so many users share access', expected: ['/references/api/create-group']},
  {query: 'add a user to a team', expected: ['/references/api/grant-member-access-to-group']},
  {
    query: 'take a user out of a team',
    expected: ['/references/api/revoke-member-access-to-group'],
  },
  {query: 'which teams is this user in', expected: ['/references/api/get-user-groups']},
  {
    query: "edit a team's label and blurb",
    expected: ['/references/api/update-group-description'],
  },
  {query: 'see the members of a team', expected: ['/references/api/get-group']},
  {query: 'disband a team', expected: ['/references/api/delete-group']},

  // Users and tokens
  {query: 'create an account for a new customer', expected: ['/references/api/register-user']},
  {query: "change someone's display name", expected: ['/references/api/update-user']},
  {query: 'offboard a user', expected: ['/references/api/delete-user']},
  {query: 'every account in my environment', expected: ['/references/api/list-users']},
  {query: 'does this user id still exist', expected: ['/references/api/get-user']},
  {
    query: 'issue a one hour access token for a user',
    expected: ['/references/api/generate-user-token'],
  },
  {
    query: 'invite link for someone without an account',
    expected: ['/references/api/generate-guest-token'],
  },
  {query: 'connect using an invitation token', expected: ['/references/api/join-session-as-guest']},

  // Sessions and clients
  {query: 'spin up a renderer for a scene', expected: ['/references/api/create-session']},
  {query: 'close a session and drop every client', expected: ['/references/api/kill-session']},
  {
    query: 'disconnect one viewer from a session',
    expected: ['/references/api/kick-client-from-session'],
  },
  {query: 'what sessions are live right now', expected: ['/references/api/get-running-sessions']},
  {
    query: 'is anyone in this scene right now',
    expected: ['/references/api/get-scene-sessions', '/references/api/get-running-sessions'],
  },
  {
    query: 'sessions for all scenes in a customer folder',
    expected: ['/references/api/get-sessions-in-folder'],
  },
  {
    query: 'which country is my session running in',
    expected: ['/references/api/get-session', '/references/api/get-running-sessions'],
  },
  {
    query: 'get a gateway address to connect a client',
    expected: ['/references/api/join-session'],
  },
  {query: 'find out which user a client belongs to', expected: ['/references/api/get-client']},

  // Source files and upload tasks
  {query: 'send an fbx to be converted', expected: ['/references/api/upload-source-files']},
  {query: 'poll until conversion finishes', expected: ['/references/api/get-upload-task']},
  {
    query: 'get back the original uploaded file',
    expected: ['/references/api/download-source-file'],
  },
  {query: 'what did my fbx turn into', expected: ['/references/api/get-source-file-assets']},
  {
    query: 'which file did this mesh come from',
    expected: ['/references/api/get-asset-source-file'],
  },
  {
    query: 'remove uploaded originals and their assets',
    expected: ['/references/api/delete-source-files'],
  },
  {query: 'file size of an upload', expected: ['/references/api/get-source-file-details']},
  {
    query: "history of one person's uploads",
    expected: ['/references/api/get-user-upload-tasks'],
  },
  {
    query: 'uploads that went into a folder',
    expected: ['/references/api/get-upload-tasks-in-folder'],
  },
  {
    query: 'fetch the metadata a conversion produced',
    expected: ['/references/api/get-conversion-task-metadata'],
  },
  {
    query: 'change the display name of an uploaded file',
    expected: ['/references/api/update-source-file-details'],
  },

  // Scenes and entities
  {
    query: 'add an object to a stored scene without a session',
    expected: ['/references/api/create-entity'],
  },
  {query: 'edit components of an entity over http', expected: ['/references/api/update-entity']},
  {query: 'remove an entity with a rest call', expected: ['/references/api/delete-entity']},
  {
    query: 'world transform of a stored entity from my backend',
    expected: ['/references/api/get-entity'],
  },
  {
    query: 'scene dimensions before starting a session',
    expected: ['/references/api/get-scene-aabb'],
  },
  {
    query: 'read gravity and other scene settings over rest',
    expected: ['/references/api/get-scene-settings'],
  },

  // Webhooks
  {
    query: 'notify my server when an upload finishes',
    expected: ['/references/api/upload-task-status-changed'],
  },
  {
    query: "callback when one file's conversion fails",
    expected: ['/references/api/conversion-pipeline-status-changed'],
  },
]);
