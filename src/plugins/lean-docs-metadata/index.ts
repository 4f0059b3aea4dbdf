import pluginContentDocs, {validateOptions} from '@docusaurus/plugin-content-docs';
import type {PluginOptions} from '@docusaurus/plugin-content-docs';
import type {LoadContext, Plugin} from '@docusaurus/types';
import {dependencyInternalChanged} from '../../site/dependencyInternals/dependencyInternalChanged';
import {countVersionProps, keepCardDocsOnly} from './keepCardDocsOnly';

// The wrapped plugin validates and defaults its options as usual.
export {validateOptions};

/**
 * Docs that pages show as cards: the REST API tag pages list their
 * operations, each with its one-line summary, and /tutorials shows each
 * tutorial with its description. A new `DocCardList` elsewhere needs its
 * docs added here.
 */
const SHOWN_AS_CARDS = /^(references\/api|tutorials)\//;

/**
 * The docs plugin, with the per-doc entries that no card displays left out
 * of the version metadata every doc page loads (about 16 KB gzipped for ~500
 * docs). Everything else is the stock `@docusaurus/plugin-content-docs`.
 */
export default async function pluginLeanDocsMetadata(
  context: LoadContext,
  options: PluginOptions,
): Promise<Plugin<unknown>> {
  const docsPlugin = (await pluginContentDocs(context, options)) as Plugin<unknown>;
  const {contentLoaded} = docsPlugin;
  if (!contentLoaded) {
    throw dependencyInternalChanged(
      'docs-version-route-prop',
      'lean-docs-metadata: @docusaurus/plugin-content-docs has no contentLoaded hook, where it adds the routes whose version metadata this plugin trims.',
    );
  }
  return {
    ...docsPlugin,
    async contentLoaded(args) {
      let versionProps = 0;
      const addRoute: typeof args.actions.addRoute = (route) => {
        versionProps += countVersionProps(route);
        args.actions.addRoute(keepCardDocsOnly(route, (docId) => SHOWN_AS_CARDS.test(docId)));
      };
      await contentLoaded({...args, actions: {...args.actions, addRoute}});
      // The `version` route prop is internal to the docs plugin: if it is gone,
      // say so rather than ship every page with the full metadata unnoticed.
      if (versionProps === 0) {
        throw dependencyInternalChanged(
          'docs-version-route-prop',
          'lean-docs-metadata: no route of the docs plugin carries a `version` prop with a `docs` map, so there is nothing to trim. @docusaurus/plugin-content-docs has changed how it passes version metadata.',
        );
      }
    },
  };
}
