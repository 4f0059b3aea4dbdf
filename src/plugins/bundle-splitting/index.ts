import type {Plugin} from '@docusaurus/types';
import {dependencyInternalChanged} from '../../site/dependencyInternals/dependencyInternalChanged';
import {inlineNoFonts} from './inlineNoFonts';
import {keepLazyLibrariesOutOfCommon} from './keepLazyLibrariesOutOfCommon';

/** What each change expects to find in Docusaurus's client bundler config, for the error. */
const EXPECTED = {
  inlineNoFonts: 'a module rule for font files whose loader has a `limit` option',
  keepLazyLibrariesOutOfCommon: 'a `common` cache group in `optimization.splitChunks`',
} as const;

/**
 * Keeps the first load of every page small: libraries that load on demand
 * stay out of the chunk shared by all pages, and font files stay files
 * instead of being inlined into the one stylesheet every page links, so
 * KaTeX's fonts load only where maths shows. Each change edits
 * Docusaurus's client bundler config, which is not a public API: if what a
 * change expects is not there, the build stops and says what to look at.
 */
export default function pluginBundleSplitting(): Plugin {
  return {
    name: 'site-bundle-splitting',
    configureWebpack(config, isServer) {
      if (!isServer) {
        const applied = {
          inlineNoFonts: inlineNoFonts(config) > 0,
          keepLazyLibrariesOutOfCommon: keepLazyLibrariesOutOfCommon(config),
        };
        const missing = (Object.keys(applied) as (keyof typeof applied)[]).filter(
          (change) => !applied[change],
        );
        if (missing.length > 0) {
          throw dependencyInternalChanged(
            'client-bundler-config',
            `site-bundle-splitting: Docusaurus's client bundler config has changed. Not found: ${missing
              .map((change) => `${EXPECTED[change]} (${change}.ts)`)
              .join('; ')}.`,
          );
        }
      }
      return {};
    },
  };
}
