/** The name editors list the docs MCP server under. */
export const MCP_SERVER_NAME = '3dverse-docs';

/**
 * The absolute address of the MCP server: the endpoint as the search
 * settings give it (a path on the site, such as `/mcp`, or a full URL),
 * resolved against the origin of the page the reader is on.
 */
export function mcpServerUrl(endpoint: string, origin: string): string {
  return new URL(endpoint, origin).href;
}

/** Base64 of UTF-8 text, the way browsers and Node both encode it. */
function base64(text: string): string {
  let binary = '';
  for (const byte of new TextEncoder().encode(text)) binary += String.fromCharCode(byte);
  return btoa(binary);
}

/**
 * Cursor's one-click install link for a remote (Streamable HTTP) server:
 * `cursor://anysphere.cursor-deeplink/mcp/install` with the server's `name`
 * and its `mcp.json` entry (for a remote server, its `url`) as base64 JSON
 * in `config` (https://cursor.com/docs/mcp/install-links, entry format at
 * https://cursor.com/docs/mcp). The base64 is percent-encoded, so its `+`
 * is not read as a space.
 */
export function cursorInstallUrl(name: string, serverUrl: string): string {
  const config = base64(JSON.stringify({url: serverUrl}));
  return `cursor://anysphere.cursor-deeplink/mcp/install?name=${encodeURIComponent(name)}&config=${encodeURIComponent(config)}`;
}

/**
 * VS Code's install link: `vscode:mcp/install?` followed by the
 * percent-encoded JSON that `code --add-mcp` takes, here an HTTP server's
 * `name`, `type` and `url`
 * (https://code.visualstudio.com/docs/copilot/guides/mcp-developer-guide#_mcp-url-handler,
 * fields at https://code.visualstudio.com/docs/copilot/reference/mcp-configuration).
 */
export function vsCodeInstallUrl(name: string, serverUrl: string): string {
  return `vscode:mcp/install?${encodeURIComponent(JSON.stringify({name, type: 'http', url: serverUrl}))}`;
}

/** A word the shell passes on unchanged: as it is when it is plain, else single-quoted. */
function shellWord(word: string): string {
  return /^[\w@%+=:,./-]+$/.test(word) ? word : `'${word.replace(/'/g, `'\\''`)}'`;
}

/**
 * The command that adds a remote HTTP server to Claude Code:
 * `claude mcp add --transport http <name> <url>`
 * (https://code.claude.com/docs/en/mcp).
 */
export function claudeCodeCommand(name: string, serverUrl: string): string {
  return `claude mcp add --transport http ${shellWord(name)} ${shellWord(serverUrl)}`;
}
