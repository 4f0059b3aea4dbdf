/** The folder of the built site that holds one console file per operation. */
export const API_CONSOLE_DATA_FOLDER = 'api-console';

/** Site path of the console file of the operation page `pageId` (`/api-console/get-user.json`). */
export function consoleDataPath(pageId: string): string {
  return `/${API_CONSOLE_DATA_FOLDER}/${pageId}.json`;
}
