import {Globby} from '@docusaurus/utils';

/** Where the site's written pages live, relative to the site: the docs and the devlog. */
const CONTENT_GLOBS = ['docs/**/*.{md,mdx}', 'devlog/**/*.{md,mdx}'];

/** The absolute paths of the site's Markdown and MDX pages, for plugins that read them before bundling. */
export function contentSourceFiles(siteDir: string): Promise<string[]> {
  return Globby(CONTENT_GLOBS, {cwd: siteDir, absolute: true});
}
