import {dependencyInternalChanged} from '../../site/dependencyInternals/dependencyInternalChanged';

/** One `@font-face` rule of KaTeX's stylesheet, with its woff2 file name. */
const KATEX_FONT_FACE = /@font-face\{([^}]*?)src:url\(fonts\/(KaTeX_[\w-]+)\.woff2\)[^}]*\}/g;

/**
 * KaTeX's stylesheet with every `@font-face` pointing at one woff2 file
 * given by `urlOf` (the subset written for the site) instead of KaTeX's
 * woff2, woff and ttf trio. The URLs are absolute and marked for the
 * bundler to leave alone, since the files are served as they are.
 * Throws if a face is not in the shape this expects, so a KaTeX upgrade
 * that changes it stops the build.
 */
export function katexFontFaces(stylesheet: string, urlOf: (fontName: string) => string): string {
  let faces = 0;
  const rewritten = stylesheet.replace(
    KATEX_FONT_FACE,
    (_match, descriptors: string, fontName: string) => {
      faces += 1;
      return `@font-face{${descriptors}src:/* webpackIgnore: true */ url(${urlOf(fontName)}) format("woff2")}`;
    },
  );
  const expected = stylesheet.split('@font-face').length - 1;
  if (faces === 0 || faces !== expected) {
    throw dependencyInternalChanged(
      'katex-font-faces',
      `site-fonts: ${expected} @font-face rule(s) in KaTeX's stylesheet, ${faces} in the expected shape (src:url(fonts/KaTeX_….woff2) …). KaTeX has changed how it declares its fonts.`,
    );
  }
  return rewritten;
}
