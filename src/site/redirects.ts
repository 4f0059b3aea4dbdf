import {existsSync} from 'node:fs';
import path from 'node:path';

/** A permanent move of an old address to where its content now lives. */
export type Redirect = {from: string; to: string};

/**
 * Addresses of the previous site whose pages now live elsewhere, plus
 * `/references/api` leading to the REST API's introduction. Links written for
 * the previous site keep working through these.
 */
export const movedPageRedirects: readonly Redirect[] = [
  {
    from: '/tutorials-console-supported-file-formats',
    to: '/references/supported-file-formats',
  },
  {from: '/api', to: '/references/api'},
  {from: '/development_react', to: '/applications/react'},
  {from: '/docs/introduction', to: '/'},
  {from: '/core-concepts-introduction', to: '/get-started/why-3dverse'},
  {from: '/core-concepts-entity-component-system', to: '/core-concepts/scene-model'},
  {from: '/references/api', to: '/references/api/asset-api'},
];

/**
 * Where a redirect finally lands once redirects that point at other redirects
 * are followed (`/api` → `/references/api` → `/references/api/asset-api`).
 */
export function finalTarget(
  to: string,
  redirects: readonly Redirect[] = movedPageRedirects,
): string {
  const seen = new Set<string>();
  let current = to;
  for (;;) {
    const next = redirects.find((redirect) => redirect.from === current);
    if (!next || seen.has(current)) {
      return current;
    }
    seen.add(current);
    current = next.to;
  }
}

/**
 * The source files that could produce a docs route, relative to the docs
 * folder. Docs are served at the site root, so `/a/b` comes from `a/b.mdx` or
 * `a/b/index.mdx` (or their `.md` twins).
 */
export function candidateDocFiles(routePath: string): string[] {
  const relative = routePath.replace(/^\/+|\/+$/g, '');
  if (relative === '') {
    return ['index.mdx', 'index.md'];
  }
  // `.info.mdx` is the introduction page generated from the OpenAPI file.
  return ['.mdx', '.md', '/index.mdx', '/index.md', '.info.mdx'].map((suffix) => relative + suffix);
}

/**
 * The redirects whose final target page exists in `docsDir`. The redirect
 * plugin refuses a redirect to a page that does not exist, and several
 * targets (the REST API, the React guide) are written in later stages, so a
 * redirect switches itself on when its page lands instead of breaking the
 * build before then.
 */
export function publishedRedirects(
  docsDir: string,
  redirects: readonly Redirect[] = movedPageRedirects,
  exists: (file: string) => boolean = existsSync,
): Redirect[] {
  return redirects
    .filter((redirect) =>
      candidateDocFiles(finalTarget(redirect.to, redirects)).some((file) =>
        exists(path.join(docsDir, file)),
      ),
    )
    .map((redirect) => ({from: redirect.from, to: finalTarget(redirect.to, redirects)}));
}
