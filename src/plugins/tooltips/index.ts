import path from 'node:path';
import type {Plugin} from '@docusaurus/types';

/**
 * Shows a tooltip for any element that carries a `data-tooltip` attribute,
 * following the pointer, and on keyboard focus too. Content authors only add
 * the attribute; no component has to be imported in MDX.
 */
export default function pluginTooltips(): Plugin {
  return {
    name: 'site-tooltips',
    getClientModules() {
      // Docusaurus loads plugins as CommonJS, so `__dirname` is this folder.
      return [path.join(__dirname, 'client/index.ts')];
    },
  };
}
