import {createHash} from 'node:crypto';
import {readFileSync} from 'node:fs';
import {createRequire} from 'node:module';
import path from 'node:path';
import {installedVersion} from '../../site/installedVersion';
import {CARD_FONT_FILES} from './cardFonts';
import {DESIGN_VERSION} from './cardDesign';

/** The logo drawn on every card, relative to the site. */
export const LOGO_FILE = 'static/img/logo.svg';

/** The packages that turn a card into pixels: a new version may draw it differently. */
const RENDERER_PACKAGES = ['satori', '@resvg/resvg-js', 'subset-font'] as const;

/**
 * A hash of everything every card's pixels depend on besides its text: the
 * design's version, the logo's and the fonts' bytes, and the renderers'
 * versions. Part of each card's cache key (see `cardKey`), so a change to
 * any of them draws every card anew.
 */
export function designFingerprint(siteDir: string): string {
  const resolve = createRequire(path.join(siteDir, 'package.json')).resolve;
  const hash = createHash('sha256');
  hash.update(`design ${DESIGN_VERSION}\0`);
  hash.update(readFileSync(path.join(siteDir, LOGO_FILE)));
  for (const file of CARD_FONT_FILES) hash.update(readFileSync(resolve(file)));
  for (const name of RENDERER_PACKAGES) hash.update(`\0${name}@${installedVersion(siteDir, name)}`);
  return hash.digest('hex');
}
