import {readFile} from 'node:fs/promises';
import path from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';
import {chromiumArgs, chromiumPath} from '../../site/chromium';
import {contentSourceFiles} from '../../site/contentSourceFiles';
import {filesUnder} from '../../site/files/filesUnder';
import {MIN_TEXT_PX} from './diagramReadability';
import {mermaidBlocks} from './mermaidSources';
import {
  DIAGRAM_MODULE_PREFIX,
  diagramModulesDir,
  removeDiagramModulesExcept,
} from './diagramModules';
import {diagramMarkup} from './rehypeStaticDiagrams';
import {createDiagramRenderer} from './renderDiagrams';
import {TOO_WIDE_LIST, writeTooWideList} from './writeTooWideList';
import {secondsSince} from '../../site/printedUnits';

/**
 * The renderer shared by the docs and the devlog, created with the site
 * (see `staticDiagramsRenderer`) and closed by this plugin once the build
 * is written.
 */
let renderer: ReturnType<typeof createDiagramRenderer> | undefined;

/** This plugin's folder, relative to the site. */
const PLUGIN_DIR = 'src/plugins/static-diagrams';

/**
 * The diagram renderer of a production build: Mermaid's browser bundle in
 * Debian's Chromium (the one the tests use), diagrams cached under
 * `node_modules/.cache/static-diagrams` by their source.
 */
export function staticDiagramsRenderer(siteDir: string): ReturnType<typeof createDiagramRenderer> {
  renderer ??= createDiagramRenderer({
    mermaidScript: require.resolve('mermaid/dist/mermaid.min.js'),
    cacheDir: path.join(siteDir, 'node_modules/.cache/static-diagrams'),
    chromiumPath,
    chromiumArgs,
    // The plugin's code but its theme, which runs in the reader's browser, not at drawing time.
    drawingCode: filesUnder(path.join(siteDir, PLUGIN_DIR)).filter(
      (file) => !file.startsWith(path.join(siteDir, PLUGIN_DIR, 'theme') + path.sep),
    ),
  });
  return renderer;
}

/**
 * Draws the site's diagrams before bundling starts, then closes the browser:
 * drawing while the bundler runs put Chromium's memory on top of the
 * bundler's. Bundling then reads every drawing from the cache. Closes the
 * renderer once a production build is written.
 */
export default function pluginStaticDiagrams(context: LoadContext): Plugin {
  return {
    name: 'site-static-diagrams',
    getThemePath() {
      // Docusaurus loads plugins as CommonJS, so `__dirname` is this folder.
      return path.join(__dirname, 'theme');
    },
    configureWebpack(_config, isServer) {
      // A page's diagram module is its markup on the server and a loader of it in the browser.
      const side = isServer ? 'server' : 'client';
      return {
        resolve: {
          alias: {[DIAGRAM_MODULE_PREFIX]: path.join(diagramModulesDir(context.siteDir), side)},
        },
      };
    },
    async loadContent() {
      // Only a production build creates the renderer: `npm start` draws diagrams in the browser.
      if (!renderer) return;
      const started = performance.now();
      const drawing = renderer;
      const files = await contentSourceFiles(context.siteDir);
      const blocks = (
        await Promise.all(
          files.map(async (file) =>
            mermaidBlocks(await readFile(file, 'utf8')).map((block) => ({...block, file})),
          ),
        )
      ).flat();
      // A diagram that cannot be drawn is reported by the bundling step, with its file and line.
      const drawn = await Promise.all(
        blocks.map(({source}) => drawing.render(source).catch(() => undefined)),
      );
      await drawing.close();
      // Every diagram of the site was just asked for: a drawing left in the cache, or a module
      // left beside the pages, belongs to an older edit.
      drawing.forgetUnused();
      removeDiagramModulesExcept(
        diagramModulesDir(context.siteDir),
        drawn.flatMap((diagram) => (diagram ? [diagramMarkup(diagram)] : [])),
      );
      const written = writeTooWideList(context.siteDir, blocks, drawn);
      // They stay readable (they scroll sideways), but a reader on a laptop should not have to
      // scroll. Only the site's own pages are counted: a package's doc comments are not ours to lay out.
      const wide =
        written.length > 0
          ? `; ${written.length} too wide for a 1280 px laptop (text below ${MIN_TEXT_PX} CSS px, so they scroll; lay them out top to bottom or split them), listed in ${TOO_WIDE_LIST}`
          : '';
      const fromCache = blocks.length - drawing.drawnCount();
      console.info(
        `[static-diagrams] ${blocks.length} diagrams (${drawing.drawnCount()} drawn, ${fromCache} from cache) in ${secondsSince(started)}${wide}`,
      );
    },
    async postBuild() {
      await renderer?.close();
    },
  };
}
