import {existsSync, rmSync} from 'node:fs';
import path from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';
import pluginTypedoc from 'docusaurus-plugin-typedoc';
import {stampMatches, writeStamp} from '../../site/buildCache/generationStamp';
import type {LinkedReference} from '../../site/references/typedoc';
import {typedocInputsKey} from './typedocInputsKey';
import {filesUnder} from '../../site/files/filesUnder';
import {secondsSince} from '../../site/printedUnits';

/** The plugin's options: docusaurus-plugin-typedoc's, and what the cache and the links need. */
export type CachedTypedocOptions = Record<string, unknown> & {
  out: string;
  /** The package the reference documents, whose version is part of the cache key. */
  documentedPackage: string;
  /** Another library's reference, which the pages link the types they use from it to. */
  linksTo?: LinkedReference;
};

/**
 * The site's code that works out the links to another library's pages when
 * TypeDoc runs: a change to it changes the pages, so it is part of the key.
 */
const LINKS_CODE = [
  './src/site/references/libraryExportLinks.ts',
  './src/site/references/declarationProgram.ts',
];

/**
 * docusaurus-plugin-typedoc, run only when what a reference is generated
 * from has changed. The plugin runs TypeDoc whenever Docusaurus loads it,
 * which every command does, `npm start` and each rebuild included, for
 * pages that depend only on a pinned package and the site's options: about
 * four seconds a library. The stamp is written after TypeDoc has written
 * the pages, so an interrupted run generates them again. The links to
 * another library's pages are worked out only then too, since they depend
 * only on that library's declarations, which its version and entry file
 * in the key stand for.
 */
export default async function pluginCachedTypedoc(
  context: LoadContext,
  options: CachedTypedocOptions,
): Promise<Plugin> {
  const {documentedPackage, linksTo, ...typedocOptions} = options;
  const outDir = path.resolve(context.siteDir, typedocOptions.out);
  const key = typedocInputsKey(
    context.siteDir,
    [documentedPackage, ...(linksTo ? [linksTo.packageName] : [])],
    {...typedocOptions, linksTo},
    linksTo ? LINKS_CODE : [],
  );
  const name = String(typedocOptions.name ?? typedocOptions.out);
  // Without docusaurus-plugin-typedoc's `generate-typedoc` command: it runs
  // only plugins configured under that package's name, which this one is
  // not, so it would do nothing; every Docusaurus command generates the
  // references when they are out of date anyway.
  const plugin: Plugin = {name: 'docusaurus-plugin-typedoc'};
  if (stampMatches(outDir, key)) {
    console.info(`[typedoc] the ${name} reference is up to date with ${documentedPackage}`);
    return plugin;
  }
  const started = performance.now();
  // Loaded here, so a command that finds the reference up to date never builds a type checker.
  const {libraryExportLinks} = await import('../../site/references/libraryExportLinks');
  // Emptied first: TypeDoc returns without a word to its caller when it cannot read the
  // declarations, and the last version's pages must not pass for this one's.
  rmSync(outDir, {recursive: true, force: true});
  await pluginTypedoc(context, {
    ...typedocOptions,
    externalSymbolLinkMappings: linksTo
      ? libraryExportLinks(linksTo.entryPoint, linksTo.referenceBaseUrl)
      : {},
  });
  if (!existsSync(outDir) || !filesUnder(outDir).some((file) => file.endsWith('.md'))) {
    throw new Error(
      `TypeDoc wrote no page of the ${name} reference from ${documentedPackage}: its messages above say why.`,
    );
  }
  writeStamp(outDir, key);
  console.info(
    `[typedoc] wrote the ${name} reference from ${documentedPackage} in ${secondsSince(started)}`,
  );
  return plugin;
}
