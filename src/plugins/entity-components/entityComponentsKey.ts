import {createHash} from 'node:crypto';
import {readFileSync} from 'node:fs';
import path from 'node:path';
import {filesUnder} from '../../site/filesUnder';
import {installedVersion} from '../../site/installedVersion';
import {entityComponentsReference} from '../../site/packageReferences';

/**
 * What the entity components page is generated from, as one hash: the
 * versions of the package it documents and of TypeScript, which reads the
 * package's declarations, and every source file of this plugin and of
 * `src/site/` (the helpers it imports among them). Equal keys mean the
 * plugin would write the same page.
 */
export function entityComponentsKey(siteDir: string): string {
  const hash = createHash('sha256');
  for (const name of [entityComponentsReference.packageName, 'typescript']) {
    hash.update(`${name} ${installedVersion(siteDir, name)}\n`);
  }
  for (const file of [
    ...filesUnder(path.join(siteDir, 'src/plugins/entity-components')),
    ...filesUnder(path.join(siteDir, 'src/site')),
  ]) {
    hash.update(`${path.relative(siteDir, file)}\n`).update(readFileSync(file));
  }
  return hash.digest('hex');
}
