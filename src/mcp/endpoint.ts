/*
 * Where the docs MCP server answers and how much it takes, shared by the
 * server and by the nginx configuration that forwards to it. Kept apart
 * from the server, so that writing nginx's configuration does not load the
 * MCP SDK.
 */

/**
 * How the HTTP server's script (`npm run mcp:http`) starts the line it
 * prints once it listens, which whoever starts it waits for.
 */
export const MCP_HTTP_LISTENING = 'Docs MCP server at';

/** The path the server answers on, behind nginx as on its own. */
export const MCP_PATH = '/mcp';

/**
 * Largest request body taken: a tool call with the longest arguments the
 * tools accept is under 2 KB. nginx refuses larger ones before they reach
 * the server; the server refuses them too when it runs alone.
 */
export const MCP_MAX_BODY_BYTES = 16 * 1024;
