import pluginContentDocs, {validateOptions} from '@docusaurus/plugin-content-docs';
import type {PluginOptions} from '@docusaurus/plugin-content-docs';
import type {LoadContext, Plugin} from '@docusaurus/types';
import {dropUnusedDescriptions} from './dropUnusedDescriptions';

// The wrapped plugin validates and defaults its options as usual.
export {validateOptions};

/**
 * Docs whose description a page displays: the REST API tag pages list their
 * operations as cards, each with its one-line summary, and /tutorials shows
 * each tutorial's description on its card.
 */
const DESCRIBED_IN_CARDS = /^(references\/api|tutorials)\//;

/**
 * The docs plugin, with the per-doc descriptions that no page displays left
 * out of the version metadata every doc page loads (about 10 KB gzipped for
 * ~500 docs). Everything else is the stock `@docusaurus/plugin-content-docs`.
 */
export default async function pluginLeanDocsMetadata(
  context: LoadContext,
  options: PluginOptions,
): Promise<Plugin<unknown>> {
  const docsPlugin = (await pluginContentDocs(context, options)) as Plugin<unknown>;
  const {contentLoaded} = docsPlugin;
  if (!contentLoaded) {
    return docsPlugin;
  }
  return {
    ...docsPlugin,
    async contentLoaded(args) {
      const addRoute: typeof args.actions.addRoute = (route) =>
        args.actions.addRoute(
          dropUnusedDescriptions(route, (docId) => DESCRIBED_IN_CARDS.test(docId)),
        );
      return contentLoaded({...args, actions: {...args.actions, addRoute}});
    },
  };
}
