import path from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';
import {dependencyInternalChanged} from '../../site/dependencyInternals/dependencyInternalChanged';
import {installedPackageText} from '../../site/installedVersion';
import {unmetExpectations} from './expectedSources';

/**
 * Prefetches the pages that links point to when the browser is idle rather
 * than the moment they come into view, and not under the dev server (see
 * `client/index.ts`). Docusaurus has no option for this, so the client
 * module intercepts the helpers its client entry exposes on `window`; the
 * build stops if that code has changed.
 */
export default function pluginIdlePrefetch(context: LoadContext): Plugin {
  const unmet = unmetExpectations((file) =>
    installedPackageText(context.siteDir, '@docusaurus/core', file),
  );
  if (unmet.length > 0) {
    throw dependencyInternalChanged(
      'client-entry-prefetch',
      `site-idle-prefetch: Docusaurus's client code has changed (${unmet.join('; ')}).`,
    );
  }
  return {
    name: 'site-idle-prefetch',
    getClientModules() {
      return [path.join(__dirname, 'client/index.ts')];
    },
  };
}
