import {readFileSync} from 'node:fs';
import path from 'node:path';
import {GENERATED_STATIC_DIR} from '../../site/generatedStaticDir';

/**
 * Where the fonts plugin writes, relative to the site: a static directory
 * (see `staticDirectories`), the stylesheet, and the characters the
 * maths fonts were cut to, which the built-pages pass checks every page's
 * typeset maths against.
 */
export const GENERATED_FONTS = {
  staticDir: GENERATED_STATIC_DIR,
  stylesheet: 'generated/fonts/fonts.css',
  mathsCharacters: 'generated/fonts/maths-characters.json',
} as const;

/** Where `writeFonts` writes and keeps its cuts for the site in `siteDir`: the plugin's and `npm run cut-fonts`'s. */
export function siteFontsLocations(siteDir: string): {
  siteDir: string;
  staticDir: string;
  stylesheet: string;
  cacheDir: string;
} {
  return {
    siteDir,
    staticDir: path.join(siteDir, GENERATED_FONTS.staticDir),
    stylesheet: path.join(siteDir, GENERATED_FONTS.stylesheet),
    cacheDir: path.join(siteDir, 'node_modules/.cache/fonts'),
  };
}

/** The characters the maths fonts were cut to, as the fonts plugin wrote them when the site's content loaded. */
export function cutMathsCharacters(siteDir: string): string {
  const file = path.join(siteDir, GENERATED_FONTS.mathsCharacters);
  return (JSON.parse(readFileSync(file, 'utf8')) as string[]).join('');
}
