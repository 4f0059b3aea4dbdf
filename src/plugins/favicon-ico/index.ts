import {readFileSync, writeFileSync} from 'node:fs';
import path from 'node:path';
import {renderAsync} from '@resvg/resvg-js';
import type {LoadContext, Plugin} from '@docusaurus/types';
import {icoFile} from './icoFile';

/** The sizes a browser tab, a bookmark list and a high-density screen pick from. */
const ICON_SIZES = [16, 32, 48] as const;

/**
 * Writes `/favicon.ico` from the site's SVG favicon. Pages name the SVG in
 * their head, but a browser showing a document without one (the Markdown
 * twins, `llms.txt`, a feed) and many feed readers ask for `/favicon.ico`,
 * which otherwise answered 404 on every such visit.
 */
export default function pluginFaviconIco(context: LoadContext): Plugin {
  return {
    name: 'site-favicon-ico',
    async postBuild({outDir}) {
      const favicon = context.siteConfig.favicon;
      // A favicon hosted elsewhere, or none, leaves nothing to convert.
      if (!favicon || !favicon.endsWith('.svg') || /^[a-z]+:/i.test(favicon)) return;
      // Docusaurus has copied the static folders into the build by now.
      const svg = readFileSync(path.join(outDir, favicon));
      const images = await Promise.all(
        ICON_SIZES.map(async (size) => ({
          size,
          png: (await renderAsync(svg, {fitTo: {mode: 'width', value: size}})).asPng(),
        })),
      );
      writeFileSync(path.join(outDir, 'favicon.ico'), icoFile(images));
    },
  };
}
