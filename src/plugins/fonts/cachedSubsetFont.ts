import {createHash} from 'node:crypto';
import {existsSync, mkdirSync, readFileSync} from 'node:fs';
import path from 'node:path';
import subsetFont from 'subset-font';
import {writeFileAtomically} from '../../site/writeFileAtomically';

type SubsetOptions = NonNullable<Parameters<typeof subsetFont>[2]>;

/**
 * `subsetFont`, with each cut kept in `cacheDir` under the hash of all it
 * depends on (the font's bytes, the characters, the options and the version
 * of subset-font), so an unchanged cut is read instead of recomputed: Inter's
 * weight instancing and KaTeX's twenty faces take seconds on every start.
 */
export async function cachedSubsetFont(
  font: Buffer,
  text: string,
  options: SubsetOptions,
  {cacheDir, subsetFontVersion}: {cacheDir: string; subsetFontVersion: string},
): Promise<Buffer> {
  const key = createHash('sha256')
    .update(`subset-font ${subsetFontVersion}\n${JSON.stringify(options)}\n${text}\n`)
    .update(font)
    .digest('hex');
  const cached = path.join(cacheDir, `${key}.font`);
  if (existsSync(cached)) return readFileSync(cached);
  const cut = await subsetFont(font, text, options);
  mkdirSync(cacheDir, {recursive: true});
  // An interrupted run must not leave a cut-short font for the next one to publish.
  writeFileAtomically(cached, cut);
  return cut;
}
