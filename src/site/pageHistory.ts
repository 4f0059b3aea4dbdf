import {gitOutput} from './files/gitOutput';
import {generatedDocsFolders} from './references/generatedDocs';
import {clientLibraries} from './references/packageReferences';
import {libraryRoute} from './references/referenceRoutes';

/** Whether pages can show when they last changed, and why not when they cannot. */
export type PageHistory = {available: true} | {available: false; reason: string};

/**
 * Whether git can date the site's pages. A shallow clone holds only its last
 * commits, so every page would seem to have changed in them: its dates would
 * be wrong, and the site shows none instead. Outside a git checkout there is
 * no history at all.
 */
export function pageHistory(siteDir: string): PageHistory {
  let shallow: string;
  try {
    shallow = gitOutput(siteDir, ['rev-parse', '--is-shallow-repository']).trim();
  } catch {
    return {available: false, reason: 'the site is not in a git checkout'};
  }
  return shallow === 'true'
    ? {
        available: false,
        reason: 'this is a shallow clone (`git fetch --unshallow` gives pages their dates)',
      }
    : {available: true};
}

/**
 * Where a written doc's source is edited, under `editBase` (a repository's
 * edit URL ending in `/`), or undefined for a generated page, which has no
 * source of its own to edit. The library overviews are generated from
 * `typedoc/<library>.md`, so they link there.
 */
export function docEditUrl(editBase: string, docPath: string): string | undefined {
  const overview = clientLibraries.find(({library}) =>
    ['index.md', 'index.mdx'].some(
      (name) => docPath === `${libraryRoute(library).slice(1)}/${name}`,
    ),
  );
  if (overview) return `${editBase}typedoc/${overview.library}.md`;
  const generated = generatedDocsFolders.some((folder) =>
    `docs/${docPath}`.startsWith(`${folder}/`),
  );
  return generated ? undefined : `${editBase}docs/${docPath}`;
}
