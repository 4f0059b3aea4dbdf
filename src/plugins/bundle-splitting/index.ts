import type {Plugin} from '@docusaurus/types';
import {inlineNoFonts} from './inlineNoFonts';
import {keepLazyLibrariesOutOfCommon} from './keepLazyLibrariesOutOfCommon';
import {stubUnusedLibraries} from './stubUnusedLibraries';

/**
 * Keeps the first load of every page small: libraries that load on demand
 * (Mermaid and its parsers) stay out of the chunk shared by all pages, and
 * font files stay files instead of being inlined into the global stylesheet,
 * and libraries the API reference bundles but never calls are left out.
 */
export default function pluginBundleSplitting(): Plugin {
  return {
    name: 'site-bundle-splitting',
    configureWebpack(config, isServer) {
      if (!isServer) {
        inlineNoFonts(config);
        keepLazyLibrariesOutOfCommon(config);
        stubUnusedLibraries(config);
      }
      return {};
    },
  };
}
