import {readFileSync} from 'node:fs';
import path from 'node:path';
import {load as parseYaml} from 'js-yaml';
import {consoleOperationFiles} from '../../../src/plugins/api-console/consoleOperationFiles';
import type {ConsoleForm} from '../../../src/components/ApiConsole/lib/consoleRequest';
import {initialForm} from '../../../src/components/ApiConsole/lib/initialForm';
import type {ConsoleOperation} from '../../../src/site/restApi/consoleTypes';
import type {OpenApiNode} from '../../../src/site/restApi/openApiNode';
import {OPENAPI_FILE} from '../../../src/site/restApi/openApiFile';

/** The OpenAPI file the console files are written from. */
export const specFile = path.resolve(import.meta.dirname, '../../..', OPENAPI_FILE);

/** The console file of every operation of the OpenAPI file, by page id. */
export const files = consoleOperationFiles(
  parseYaml(readFileSync(specFile, 'utf8')) as OpenApiNode,
);

/** The console file of the operation page `pageId`, read back as the console reads it. */
export function operation(pageId: string): ConsoleOperation {
  const json = files.get(pageId);
  if (!json) throw new Error(`No console file for ${pageId}`);
  return JSON.parse(json) as ConsoleOperation;
}

/** The OpenAPI file's production server. */
export const SERVER = 'https://api.3dverse.com/app/v1';

/** The form as the console opens it for `console`, on the production server, with `changes`. */
export function formFor(
  console: ConsoleOperation,
  changes: Partial<ConsoleForm> = {},
): ConsoleForm {
  return {
    ...initialForm(console),
    server: SERVER,
    files: [],
    credential: console.credentials[0],
    ...changes,
  };
}
