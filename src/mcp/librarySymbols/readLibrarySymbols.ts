import {open, readdir} from 'node:fs/promises';
import path from 'node:path';
import {withoutLlmsTxtPointer} from '../../plugins/machine-docs/llmsTxtPointer';
import {dependencyInternalChanged} from '../../site/dependencyInternals/dependencyInternalChanged';
import {clientLibraries} from '../../site/references/packageReferences';
import type {LibrarySymbol, SymbolKind} from './librarySymbol';
import {parseSymbolTitle} from './symbolTitle';
import {KIND_FOLDERS, TITLE_KINDS} from '../../site/references/typedocKinds';

/*
 * Listing the symbols reads only the title line of each page (within its
 * first kilobyte); the rest of a page is read when its symbol is described.
 */

/** The kind each folder holds, for titles that do not say it (`enumerations` is read as `enums`). */
const KIND_OF_FOLDER: Readonly<Record<string, SymbolKind>> = {
  ...KIND_FOLDERS,
  enumerations: 'enumeration',
};

/**
 * The title line of a Markdown twin (its first line after the pointer to
 * `/llms.txt`), reading no more than the file's first kilobyte.
 */
async function titleLine(file: string): Promise<string> {
  const handle = await open(file, 'r');
  try {
    const buffer = Buffer.alloc(1024);
    const {bytesRead} = await handle.read(buffer, 0, buffer.length, 0);
    const head = withoutLlmsTxtPointer(buffer.subarray(0, bytesRead).toString('utf8'));
    return head.split(/\r?\n/)[0] ?? '';
  } finally {
    await handle.close();
  }
}

/** The subfolders of a folder, sorted; throws when the folder cannot be read. */
async function subfolders(folder: string): Promise<string[]> {
  const entries = await readdir(folder, {withFileTypes: true});
  return entries
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name)
    .sort();
}

/**
 * Every symbol of livelink.js and livelink.react in a built site, from the
 * title line of each Markdown twin under `<buildDir>/references/<library>/`.
 * Throws when a library's folder is missing, which means the site has not
 * been built, and when a page of a kind's folder has no title of the form
 * TypeDoc's Markdown theme writes (`# Class: Livelink`): its symbols would
 * go missing from the MCP tools without a word.
 */
export async function readLibrarySymbols(buildDir: string): Promise<LibrarySymbol[]> {
  const symbols: LibrarySymbol[] = [];
  const unreadTitles: string[] = [];
  for (const {library, packageName} of clientLibraries) {
    const libraryDir = path.join(buildDir, 'references', library);
    let folders: string[];
    try {
      folders = await subfolders(libraryDir);
    } catch (error) {
      throw new Error(
        `The ${library} reference is missing from ${libraryDir}; build the site first (npm run build).`,
        {cause: error},
      );
    }
    for (const folder of folders) {
      const entries = await readdir(path.join(libraryDir, folder), {withFileTypes: true});
      const twins = entries
        .filter((entry) => entry.isFile() && entry.name.endsWith('.md'))
        .map((entry) => entry.name)
        .sort();
      for (const fileName of twins) {
        const title = parseSymbolTitle(await titleLine(path.join(libraryDir, folder, fileName)));
        const kind = title && (TITLE_KINDS[title.kindWords] ?? KIND_OF_FOLDER[folder]);
        const unknownKindWords = title && title.kindWords !== '' && !TITLE_KINDS[title.kindWords];
        if (KIND_OF_FOLDER[folder] && (!title || unknownKindWords)) {
          unreadTitles.push(`${library}/${folder}/${fileName}`);
        }
        if (!title || !kind) continue;
        const pageName = fileName.slice(0, -'.md'.length);
        // Namespaced exports are written `Namespace.Name.md`; the title only gives `Name`.
        const qualifiedName = pageName.endsWith(`.${title.name}`) ? pageName : title.name;
        const route = `references/${library}/${folder}/${pageName}`;
        symbols.push({
          name: title.name,
          qualifiedName,
          kind,
          deprecated: title.deprecated,
          library,
          package: packageName,
          url: `/${route}`,
          markdownFile: `${route}.md`,
        });
      }
    }
  }
  if (unreadTitles.length > 0) {
    throw dependencyInternalChanged(
      'typedoc-symbol-markdown',
      `${unreadTitles.length} reference page(s) have no title of the form "# Kind: Name" (${unreadTitles.slice(0, 3).join(', ')}…): typedoc-plugin-markdown has changed how it titles pages.`,
    );
  }
  return symbols;
}
