import {clientLibraries, type LibraryName, type LibraryPackage} from './packageReferences';

/** What differs between the two client-library references. */
type LibraryReference = {
  /** Plugin instance id and URL segment: `livelink.js` or `livelink.react`. */
  name: LibraryName;
  /** The pinned published package whose type definitions are documented. */
  packageName: LibraryPackage;
  /** Its entry declaration file inside node_modules. */
  entryPoint: string;
  /** A library whose types this one uses, linked to that library's pages. */
  linksTo?: LibraryName;
};

/** What TypeDoc needs to know about each library beyond its package. */
const DECLARATIONS: Readonly<
  Record<LibraryName, Pick<LibraryReference, 'entryPoint' | 'linksTo'>>
> = {
  'livelink.js': {entryPoint: './node_modules/@3dverse/livelink/dist/sources/index.d.ts'},
  'livelink.react': {
    entryPoint: './node_modules/@3dverse/livelink-react/dist/index.d.ts',
    linksTo: 'livelink.js',
  },
};

/** The two client-library references TypeDoc writes, one per pinned package. */
export const libraryReferences: readonly LibraryReference[] = clientLibraries.map(
  ({library, packageName}) => ({name: library, packageName, ...DECLARATIONS[library]}),
);

/** The TypeDoc plugin that leaves out members the packages mark internal by their names. */
const TYPEDOC_INTERNAL_NAMES_PLUGIN = './src/site/references/typedocInternalNames.mjs';

/** The TypeDoc plugin that gives each symbol's page its title and description. */
const TYPEDOC_PAGE_HEAD_PLUGIN = './src/site/references/typedocPageHead.mjs';

/** Folder, under docs/, that TypeDoc writes a library's pages into (gitignored). */
export function referenceOutDir(name: LibraryReference['name']): string {
  return `./docs/references/${name}`;
}

/**
 * Options for one docusaurus-plugin-typedoc instance. Pages are generated
 * from the published `.d.ts` files of the pinned package; the overview page
 * is the hand-written `typedoc/<name>.md`, used as TypeDoc's readme.
 */
export function typedocPluginOptions(
  library: LibraryReference,
): Record<string, unknown> & {out: string} {
  return {
    id: library.name,
    entryPoints: [library.entryPoint],
    tsconfig: './tsconfig.typedoc.json',
    out: referenceOutDir(library.name),
    name: library.name,
    readme: `./typedoc/${library.name}.md`,
    // One folder per kind: classes/, interfaces/, types/, variables/, functions/, modules/.
    router: 'kind',
    excludePrivate: true,
    excludeProtected: true,
    excludeInternal: true,
    // Members internal by name (`TO_REMOVE__`, a leading `_`), which excludeInternal misses;
    // and each page's title and description, which Docusaurus would otherwise read off its text.
    plugin: [TYPEDOC_INTERNAL_NAMES_PLUGIN, TYPEDOC_PAGE_HEAD_PLUGIN],
    disableSources: true,
    hidePageHeader: true,
    hideBreadcrumbs: true,
    useCodeBlocks: true,
    expandObjects: false,
    parametersFormat: 'table',
    typeDeclarationFormat: 'table',
    enumMembersFormat: 'table',
    sidebar: {autoConfiguration: true, pretty: true},
    validation: {notExported: false, invalidLink: true, rewrittenLink: true},
    logLevel: 'Warn',
  };
}

/** The library whose reference pages another library's pages link its types to. */
export type LinkedReference = {
  /** The linked library's package, whose version the links depend on. */
  packageName: LibraryPackage;
  /** Its entry declaration file, whose exports get links. */
  entryPoint: string;
  /** Where its reference pages are served. */
  referenceBaseUrl: string;
};

/**
 * The library `library`'s pages link to, if any. Its export links are worked
 * out from its declarations only when TypeDoc runs (see the cached-typedoc
 * plugin): a type-checked program of the package takes a second, and every
 * Docusaurus command loads this configuration.
 */
export function linkedReference(library: LibraryReference): LinkedReference | undefined {
  const linked = libraryReferences.find((candidate) => candidate.name === library.linksTo);
  return linked
    ? {
        packageName: linked.packageName,
        entryPoint: linked.entryPoint,
        referenceBaseUrl: `/references/${linked.name}`,
      }
    : undefined;
}
