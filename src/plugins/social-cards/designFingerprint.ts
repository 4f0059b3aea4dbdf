import {createRequire} from 'node:module';
import path from 'node:path';
import {generationKey} from '../../site/buildCache/generationStamp';
import {dependencyVersions} from '../../site/dependencyVersions';
import {filesUnder} from '../../site/files/filesUnder';
import {CARD_FONT_FILES} from './cardFonts';
import {DESIGN_VERSION} from './cardDesign';

/** The logo drawn on every card, relative to the site. */
export const LOGO_FILE = 'static/img/logo.svg';

/** The packages that turn a card into pixels: a new version may draw it differently. */
const RENDERER_PACKAGES = ['satori', '@resvg/resvg-js', 'subset-font'] as const;

/**
 * The installed versions of what the renderers depend on (satori's layout
 * engine, the HarfBuzz that subset-font cuts fonts with), which a reinstall
 * can move without the renderers' own versions.
 */
export function cardRendererDependencies(siteDir: string): string {
  return JSON.stringify(RENDERER_PACKAGES.map((name) => dependencyVersions(siteDir, name)));
}

/** The plugin's own code, which lays out, colours and encodes a card. */
const PLUGIN_DIR = 'src/plugins/social-cards';

/**
 * A hash of everything every card's pixels depend on besides its text: the
 * product's name drawn on it, the design's version, the plugin's code, the
 * logo's and the fonts' bytes, and the renderers' versions and those of
 * their dependencies. Part of each
 * card's cache key and of its public file name (see `cardKey`), so a change
 * to any of them draws every card anew under a new name: hosts cache a card
 * forever.
 */
export function designFingerprint(siteDir: string, productName: string): string {
  const resolve = createRequire(path.join(siteDir, 'package.json')).resolve;
  return generationKey(siteDir, {
    settings: JSON.stringify({
      design: DESIGN_VERSION,
      productName,
      rendererDependencies: cardRendererDependencies(siteDir),
    }),
    packages: RENDERER_PACKAGES,
    files: [
      path.join(siteDir, LOGO_FILE),
      ...CARD_FONT_FILES.map((file) => resolve(file)),
      ...filesUnder(path.join(siteDir, PLUGIN_DIR)),
    ],
  });
}
