import path from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';
import pluginTypedoc from 'docusaurus-plugin-typedoc';
import {stampMatches, writeStamp} from '../../site/generationStamp';
import {typedocInputsKey} from './typedocInputsKey';

/**
 * docusaurus-plugin-typedoc, run only when what a reference is generated
 * from has changed. The plugin runs TypeDoc whenever Docusaurus loads it,
 * which every command does, `npm start` and each rebuild included, for
 * pages that depend only on a pinned package and the site's options: about
 * four seconds a library. The stamp is written after TypeDoc has written
 * the pages, so an interrupted run generates them again.
 */
export default async function pluginCachedTypedoc(
  context: LoadContext,
  options: Record<string, unknown> & {out: string; documentedPackage: string},
): Promise<Plugin | Plugin<unknown>> {
  const {documentedPackage, ...typedocOptions} = options;
  const outDir = path.join(context.siteDir, typedocOptions.out);
  const key = typedocInputsKey(context.siteDir, documentedPackage, typedocOptions);
  const name = String(typedocOptions.name ?? typedocOptions.out);
  if (stampMatches(outDir, key)) {
    console.info(`[typedoc] the ${name} reference is up to date with ${documentedPackage}`);
    return {name: 'docusaurus-plugin-typedoc'};
  }
  const started = performance.now();
  const plugin = await pluginTypedoc(context, typedocOptions);
  writeStamp(outDir, key);
  const seconds = ((performance.now() - started) / 1000).toFixed(1);
  console.info(`[typedoc] wrote the ${name} reference from ${documentedPackage} in ${seconds} s`);
  return plugin;
}
