import {mkdirSync, writeFileSync} from 'node:fs';
import path from 'node:path';
import type {RenderedDiagram} from './renderDiagrams';
import {tooWideDiagrams, type DiagramBlock} from './tooWideDiagrams';

/** Where the build lists the diagrams too wide for a laptop, relative to the site (`generated/` is gitignored). */
export const TOO_WIDE_LIST = 'generated/static-diagrams/too-wide.txt';

/**
 * Writes the list of diagrams too wide for a laptop (see `tooWideDiagrams`)
 * to `TOO_WIDE_LIST`, those of the client library references under a
 * heading of their own, and returns those of the site's own pages. The list
 * goes to a file, not the log, because the build prints one line per step.
 */
export function writeTooWideList(
  siteDir: string,
  blocks: readonly DiagramBlock[],
  drawn: readonly (RenderedDiagram | undefined)[],
): string[] {
  const {written, fromPackages} = tooWideDiagrams(siteDir, blocks, drawn);
  const list = path.join(siteDir, TOO_WIDE_LIST);
  mkdirSync(path.dirname(list), {recursive: true});
  const packagesHeading =
    "# In the client library references, drawn from the packages' doc comments:";
  writeFileSync(
    list,
    [...written, ...(fromPackages.length > 0 ? [packagesHeading, ...fromPackages] : [])]
      .map((line) => `${line}\n`)
      .join(''),
  );
  return written;
}
