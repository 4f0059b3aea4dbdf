import {mkdirSync, readFileSync, readdirSync} from 'node:fs';
import path from 'node:path';
import {removeFilesExcept} from '../../site/files/removeFilesExcept';
import {writeFileIfChanged} from '../../site/files/writeFileIfChanged';
import {cachedMathsCharacters, mathsScanKey} from './cachedMathsCharacters';
import {fontCutCache, fontCutterVersions} from './fontCutCache';
import {publishFont} from './publishFont';
import {fallbackFontFace} from './fallbackFontFace';
import {fontMetrics} from './fontMetrics';
import {katexFontFaces} from './katexFontFaces';
import {writtenSourceFiles} from '../../site/contentSourceFiles';
import {unicodeRange} from './unicodeRange';
import {installedPackageFile, installedPackageText} from '../../site/installedVersion';

/** The body font's family name in CSS, and the name of its metric-matched fallback. */
const BODY_FONT = {family: 'Inter Variable', fallback: 'Inter Fallback'} as const;

function characters(from: number, to: number): string {
  return String.fromCodePoint(...Array.from({length: to - from + 1}, (_, index) => from + index));
}

/**
 * What the body font is cut to: ASCII, and the symbols the site's prose
 * uses (a scan of the built pages found these; anything else, such as an
 * accented name, is drawn by the fallback font, with the same metrics).
 */
const BODY_CHARACTERS = `${characters(0x20, 0x7e)}\u00a0©®°±²³µ·¹º×÷–—‘’“”•…′″←↑→↓−≈≠≤≥✓€™`;

/** The weights the site sets text in; the variable font keeps only this span of its axis. */
const BODY_WEIGHTS = {min: 400, max: 700};

/** What the site's font files and stylesheets are, once written. */
export type WrittenFonts = {
  /** The body font's URL, preloaded by every page. */
  bodyFontUrl: string;
  /** The characters the maths fonts were cut to. */
  mathsCharacters: ReadonlySet<string>;
};

/**
 * Writes the site's fonts, cut to what the site shows: Inter (body text)
 * to `BODY_CHARACTERS` and its weight span, each of KaTeX's fonts to the
 * characters the maths of the site's written pages typesets. Files are named by their content's
 * hash under `<staticDir>/assets/fonts`, so hosts can cache them forever.
 * The stylesheet declares them with a metric-matched fallback for the body
 * font, and KaTeX's stylesheet with its faces pointed at the cut files.
 */
export async function writeFonts(options: {
  siteDir: string;
  /** A static directory of the site (served at `/`); fonts of earlier runs are removed from it. */
  staticDir: string;
  /** The stylesheet's file, which the site config adds to the theme's `customCss`. */
  stylesheet: string;
  /** Where cut fonts and the pages' maths characters are kept between runs (see `fontCutCache`, `cachedMathsCharacters`). */
  cacheDir: string;
}): Promise<WrittenFonts> {
  // The cuts have a folder of their own: the maths characters are kept beside it.
  const cuts = fontCutCache({
    cacheDir: path.join(options.cacheDir, 'cuts'),
    cutterVersions: fontCutterVersions(options.siteDir),
  });
  const subsetFont = cuts.cut;
  const fontsDir = path.join(options.staticDir, 'assets/fonts');
  mkdirSync(fontsDir, {recursive: true});
  // The dev server reloads content on every edit: files that have not changed are not rewritten.
  const published = new Set<string>();
  const publish = (name: string, font: Buffer): string => {
    const file = publishFont(fontsDir, name, font);
    published.add(file);
    return `/assets/fonts/${file}`;
  };

  const inter = readFileSync(
    require.resolve('@fontsource-variable/inter/files/inter-latin-wght-normal.woff2'),
  );
  const bodyFontUrl = publish(
    'inter',
    await subsetFont(inter, BODY_CHARACTERS, {
      targetFormat: 'woff2',
      variationAxes: {wght: BODY_WEIGHTS},
    }),
  );
  // Metrics of the regular instance, which most text is set in.
  const regular = await subsetFont(inter, BODY_CHARACTERS, {
    targetFormat: 'sfnt',
    variationAxes: {wght: BODY_WEIGHTS.min},
  });

  // The written pages only: the references, generated from declarations and the OpenAPI file,
  // typeset no maths, and the built-pages pass stops a build whose pages typeset a character the
  // cut lacks. So the fonts can be cut while the references are being written (`npm run cut-fonts`).
  const maths = await cachedMathsCharacters(await writtenSourceFiles(options.siteDir), {
    cacheDir: options.cacheDir,
    scanKey: mathsScanKey(options.siteDir),
  });
  const katexFonts = installedPackageFile(options.siteDir, 'katex', 'dist/fonts');
  const katexUrls = new Map<string, string>();
  for (const file of readdirSync(katexFonts).filter((name) => name.endsWith('.woff2'))) {
    const name = path.basename(file, '.woff2');
    const cut = await subsetFont(readFileSync(path.join(katexFonts, file)), [...maths].join(''), {
      targetFormat: 'woff2',
      // Hinting helps small sizes on old Windows renderers, and is a third of the bytes.
      noHinting: true,
    });
    katexUrls.set(name, publish(name, cut));
  }
  const katexCss = katexFontFaces(
    installedPackageText(options.siteDir, 'katex', 'dist/katex.min.css'),
    (name) => {
      const url = katexUrls.get(name);
      if (!url)
        throw new Error(`site-fonts: KaTeX's stylesheet names ${name}, which has no woff2 file.`);
      return url;
    },
  );

  removeFilesExcept(fontsDir, published);
  cuts.forgetUnused();
  const css = [
    '/* Written by src/plugins/fonts (and npm run cut-fonts) before each start and build; do not edit. */',
    '@font-face {',
    `  font-family: '${BODY_FONT.family}';`,
    '  font-style: normal;',
    '  font-display: swap;',
    `  font-weight: ${BODY_WEIGHTS.min} ${BODY_WEIGHTS.max};`,
    `  src: /* webpackIgnore: true */ url(${bodyFontUrl}) format('woff2');`,
    `  unicode-range: ${unicodeRange(BODY_CHARACTERS)};`,
    '}',
    fallbackFontFace(BODY_FONT.fallback, fontMetrics(regular)),
    katexCss,
    '',
  ].join('\n');
  writeFileIfChanged(options.stylesheet, css);
  return {bodyFontUrl, mathsCharacters: maths};
}
