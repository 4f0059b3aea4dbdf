import path from 'node:path';
import type {Plugin} from '@docusaurus/types';
import {chromiumArgs, chromiumPath} from '../../site/chromium';
import {createDiagramRenderer} from './renderDiagrams';

/**
 * The renderer shared by the docs and the devlog, created with the site
 * (see `staticDiagramsRenderer`) and closed by this plugin once the build
 * is written.
 */
let renderer: ReturnType<typeof createDiagramRenderer> | undefined;

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
  });
  return renderer;
}

/** Closes the diagram renderer's browser once a production build is written. */
export default function pluginStaticDiagrams(): Plugin {
  return {
    name: 'site-static-diagrams',
    async postBuild() {
      await renderer?.close();
    },
  };
}
