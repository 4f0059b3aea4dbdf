import type {LoadContext, Plugin} from '@docusaurus/types';
import type {PluginOptions} from './options';
import {readMachinePages} from './readMachinePages';
import {readOperationMarkdown} from './readOperationMarkdown';
import {writeMachineDocs} from './writeMachineDocs';

export {validateOptions} from './options';

/**
 * Docs for machines, written after each production build: every content
 * page's Markdown at its URL plus `.md`, `/llms.txt` and `/llms-full.txt`.
 */
export default function pluginMachineDocs(context: LoadContext, options: PluginOptions): Plugin {
  return {
    name: 'site-machine-docs',
    async postBuild({outDir, siteConfig}) {
      const started = performance.now();
      const operationMarkdown = options.restApi
        ? readOperationMarkdown(context.siteDir, options.restApi)
        : undefined;
      const pages = readMachinePages(outDir, siteConfig.url, operationMarkdown);
      writeMachineDocs(
        outDir,
        {title: siteConfig.title, tagline: siteConfig.tagline, url: siteConfig.url},
        pages,
      );
      const seconds = ((performance.now() - started) / 1000).toFixed(1);
      // The bench reads this line (scripts/bench.mts); keep the two together.
      console.info(
        `[machine-docs] wrote ${pages.length} Markdown twins, llms.txt and llms-full.txt in ${seconds} s`,
      );
    },
  };
}
