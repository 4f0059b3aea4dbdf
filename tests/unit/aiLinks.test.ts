import {describe, expect, it} from 'vitest';
import {
  chatGptUrl,
  chatPrompt,
  claudeUrl,
  twinPath,
  twinUrl,
} from '../../src/components/CopyPage/aiLinks';
import {
  claudeCodeCommand,
  cursorInstallUrl,
  MCP_SERVER_NAME,
  mcpServerUrl,
  vsCodeInstallUrl,
} from '../../src/components/CopyPage/mcpLinks';

const SITE = 'https://docs.3dverse.com';
const PAGE_TWIN = `${SITE}/core-concepts/architecture.md`;

describe('the Markdown twin of a page', () => {
  it.each([
    ['/core-concepts/architecture', '/core-concepts/architecture.md'],
    ['/core-concepts/architecture/', '/core-concepts/architecture.md'],
    ['/references/livelink.js', '/references/livelink.js.md'],
    ['/', '/index.md'],
  ])('of %s is %s', (pathname, twin) => {
    expect(twinPath(pathname)).toBe(twin);
  });

  it('is absolute under the site URL, with or without its trailing slash', () => {
    expect(twinUrl(SITE, '/core-concepts/architecture')).toBe(PAGE_TWIN);
    expect(twinUrl(`${SITE}/`, '/')).toBe(`${SITE}/index.md`);
  });
});

describe('chat links', () => {
  const prompt = chatPrompt(PAGE_TWIN);

  it('ask the assistant to read the twin, named by its absolute URL', () => {
    expect(prompt).toContain(PAGE_TWIN);
    expect(prompt).toMatch(/^Read /);
  });

  it('open a new ChatGPT chat with the prompt in q and web search on', () => {
    const url = new URL(chatGptUrl(prompt));
    expect(url.protocol).toBe('https:');
    expect(url.host).toBe('chatgpt.com');
    expect(url.pathname).toBe('/');
    expect([...url.searchParams.keys()]).toEqual(['hints', 'q']);
    expect(url.searchParams.get('hints')).toBe('search');
    expect(url.searchParams.get('q')).toBe(prompt);
    // Spaces are %20, which every parser reads as a space (a + is not always).
    expect(chatGptUrl(prompt)).not.toContain('+');
  });

  it('open a new Claude chat with the prompt in q', () => {
    const url = new URL(claudeUrl(prompt));
    expect(url.protocol).toBe('https:');
    expect(url.host).toBe('claude.ai');
    expect(url.pathname).toBe('/new');
    expect([...url.searchParams.keys()]).toEqual(['q']);
    expect(url.searchParams.get('q')).toBe(prompt);
  });
});

describe('MCP install links', () => {
  const server = mcpServerUrl('/mcp', 'https://docs.3dverse.com');

  it('make a path endpoint absolute with the page origin and keep a full URL', () => {
    expect(server).toBe('https://docs.3dverse.com/mcp');
    expect(mcpServerUrl('/mcp', 'http://127.0.0.1:8080')).toBe('http://127.0.0.1:8080/mcp');
    expect(mcpServerUrl('https://mcp.example.com/mcp', 'https://docs.3dverse.com')).toBe(
      'https://mcp.example.com/mcp',
    );
  });

  it('install in Cursor with the name and a base64 JSON config holding the URL', () => {
    const link = cursorInstallUrl(MCP_SERVER_NAME, server);
    expect(link.startsWith('cursor://anysphere.cursor-deeplink/mcp/install?')).toBe(true);
    const parameters = new URLSearchParams(link.slice(link.indexOf('?') + 1));
    expect([...parameters.keys()]).toEqual(['name', 'config']);
    expect(parameters.get('name')).toBe('3dverse-docs');
    const config = parameters.get('config') ?? '';
    expect(config).toMatch(/^[A-Za-z0-9+/]+=*$/);
    expect(JSON.parse(Buffer.from(config, 'base64').toString('utf8'))).toEqual({
      url: 'https://docs.3dverse.com/mcp',
    });
  });

  it('keep base64 characters that a query string would change percent-encoded', () => {
    // "?>" repeated encodes to base64 full of "/" and "+".
    const link = cursorInstallUrl('x', `https://docs.3dverse.com/mcp?${'?>'.repeat(31)}`);
    const raw = link.slice(link.indexOf('config=') + 'config='.length);
    expect(raw).not.toMatch(/[+/=]/);
    const config = decodeURIComponent(raw);
    expect(config).toMatch(/[+/=]/);
    expect(JSON.parse(Buffer.from(config, 'base64').toString('utf8')).url).toContain('?>');
  });

  it('install in VS Code with the name, type "http" and URL as encoded JSON', () => {
    const link = vsCodeInstallUrl(MCP_SERVER_NAME, server);
    expect(link.startsWith('vscode:mcp/install?')).toBe(true);
    const json = decodeURIComponent(link.slice('vscode:mcp/install?'.length));
    expect(JSON.parse(json)).toEqual({
      name: '3dverse-docs',
      type: 'http',
      url: 'https://docs.3dverse.com/mcp',
    });
    // The whole object is one encoded component: no raw JSON or spaces in the link.
    expect(link).not.toMatch(/[{}" ]/);
  });

  it('add to Claude Code with one command over HTTP', () => {
    expect(claudeCodeCommand(MCP_SERVER_NAME, server)).toBe(
      'claude mcp add --transport http 3dverse-docs https://docs.3dverse.com/mcp',
    );
    // A URL with shell syntax in it stays one word.
    expect(claudeCodeCommand('docs', "https://x.example/mcp?a=1&b='2'")).toBe(
      `claude mcp add --transport http docs 'https://x.example/mcp?a=1&b='\\''2'\\'''`,
    );
  });
});
