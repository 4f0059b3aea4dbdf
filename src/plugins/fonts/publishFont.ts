import {createHash} from 'node:crypto';
import {existsSync, statSync} from 'node:fs';
import path from 'node:path';
import {writeFileAtomically} from '../../site/files/writeFileAtomically';

/**
 * Writes `font` into `fontsDir` as `<name>.<hash of its bytes>.woff2`, and
 * returns that file's name. A file already there under that name is kept, so
 * the dev server does not rewrite it on every edit, unless its size differs
 * from `font`'s, as a copy cut short would: hosts cache these files
 * forever, so a name must never hold other bytes than its hash's.
 */
export function publishFont(fontsDir: string, name: string, font: Buffer): string {
  const hash = createHash('sha256').update(font).digest('hex').slice(0, 10);
  const file = `${name}.${hash}.woff2`;
  const target = path.join(fontsDir, file);
  if (!existsSync(target) || statSync(target).size !== font.length) {
    writeFileAtomically(target, font);
  }
  return file;
}
