import {Globby} from '@docusaurus/utils';
import {generatedDocsFolders} from './references/generatedDocs';

/** Where the site's written pages live, relative to the site: the docs and the devlog. */
const CONTENT_GLOBS = ['docs/**/*.{md,mdx}', 'devlog/**/*.{md,mdx}'];

/** The absolute paths of the site's Markdown and MDX pages, for plugins that read them before bundling. */
export function contentSourceFiles(siteDir: string): Promise<string[]> {
  return Globby(CONTENT_GLOBS, {cwd: siteDir, absolute: true});
}

/**
 * The absolute paths of the pages people write, without the references
 * generated from packages and the OpenAPI file (`generatedDocsFolders`).
 * What depends only on these can be worked out while the references are
 * being written, which empties their folders first.
 */
export function writtenSourceFiles(siteDir: string): Promise<string[]> {
  return Globby(CONTENT_GLOBS, {
    cwd: siteDir,
    absolute: true,
    ignore: generatedDocsFolders.map((folder) => `${folder}/**`),
  });
}
