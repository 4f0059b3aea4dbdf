import {readFile} from 'node:fs/promises';
import path from 'node:path';
import type {IndexSource, PagefindModule} from '../plugins/search/engine/indexSource';
import {dependencyInternalChanged} from '../site/dependencyInternals/dependencyInternalChanged';
import {fileInside} from './fileInside';
import {PAGEFIND_FOLDER, PAGEFIND_SCRIPT} from '../plugins/search/shared/pagefindFolder';

/**
 * The origin Pagefind's script is told the bundle lives at. It is never
 * reached: `readOnlyFetch` answers it from the build folder. A reserved
 * top-level domain, so that a request that escaped would fail rather than
 * reach somebody's host.
 */
export const BUILT_SITE_ORIGIN = 'http://built-site.invalid';

const CONTENT_TYPES: Record<string, string> = {
  '.json': 'application/json',
  '.js': 'text/javascript',
  '.pagefind': 'application/wasm',
};

/**
 * A `fetch` that answers requests for `BUILT_SITE_ORIGIN` from `buildDir`
 * and refuses every other address, so that whatever runs with it (Pagefind's
 * script) reads the built site and nothing else. Paths that would leave the
 * build folder are refused too.
 */
export function readOnlyFetch(buildDir: string, onRequest: () => void = () => {}): typeof fetch {
  return async (input) => {
    onRequest();
    const address = typeof input === 'string' || input instanceof URL ? input : input.url;
    const url = new URL(address, `${BUILT_SITE_ORIGIN}/`);
    if (url.origin !== BUILT_SITE_ORIGIN) {
      throw new TypeError(`Refused ${url.origin}: this process reads the built site only.`);
    }
    const file = fileInside(buildDir, `.${decodeURIComponent(url.pathname)}`);
    if (!file) return new Response('Outside the build folder', {status: 403});
    try {
      const body = await readFile(file);
      const type = CONTENT_TYPES[path.extname(file)] ?? 'application/octet-stream';
      return new Response(body, {headers: {'content-type': type}});
    } catch {
      return new Response('Not found', {status: 404});
    }
  };
}

/**
 * The search index of the build in `buildDir`, for the engine the site runs
 * in the browser (`pagefindEngine`), so that searches in Node rank as the
 * site's search box ranks. Pagefind's script fetches its files with the
 * global `fetch` and has no option for another, so this replaces the
 * global with `readOnlyFetch` for the whole process: call it only in a
 * process that needs no network (the MCP server) or restore `fetch` after
 * (the tests).
 */
export function builtSearchIndex(buildDir: string): IndexSource {
  const bundleDir = path.join(buildDir, PAGEFIND_FOLDER);
  let requests = 0;
  globalThis.fetch = readOnlyFetch(buildDir, () => (requests += 1));
  return {
    key: `built:${path.resolve(bundleDir)}`,
    basePath: `${BUILT_SITE_ORIGIN}/${PAGEFIND_FOLDER}/`,
    loadModule: async () => {
      const script = await readFile(path.join(bundleDir, PAGEFIND_SCRIPT));
      // Imported from its text: the build folder has no package.json saying its scripts are
      // modules, and Node would warn on standard error at every start.
      const pagefind = (await import(
        `data:text/javascript;base64,${script.toString('base64')}`
      )) as Partial<PagefindModule>;
      const {options, init, search} = pagefind;
      if (
        typeof options !== 'function' ||
        typeof init !== 'function' ||
        typeof search !== 'function'
      ) {
        throw dependencyInternalChanged(
          'pagefind-script-in-node',
          "pagefind.js no longer exports options, init and search as functions, so the site's engine cannot run it in Node.",
        );
      }
      return {
        options,
        search,
        // Pagefind reads its bundle during init; if it did so without the global `fetch`, every search here would fail later and obscurely.
        init: async () => {
          await init();
          if (requests === 0) {
            throw dependencyInternalChanged(
              'pagefind-script-in-node',
              'pagefind.js initialised without fetching its bundle through the global fetch, which is how this process serves it the build folder.',
            );
          }
        },
      };
    },
    readJson: async (pathInBundle) => {
      const file = fileInside(bundleDir, pathInBundle);
      if (!file) throw new Error(`Not in the search bundle: ${pathInBundle}`);
      return JSON.parse(await readFile(file, 'utf8')) as unknown;
    },
  };
}
