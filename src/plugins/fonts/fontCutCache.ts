import {createHash} from 'node:crypto';
import {existsSync, mkdirSync, readFileSync} from 'node:fs';
import path from 'node:path';
import subsetFont from 'subset-font';
import {removeFilesExcept} from '../../site/files/removeFilesExcept';
import {writeFileAtomically} from '../../site/files/writeFileAtomically';

type SubsetOptions = NonNullable<Parameters<typeof subsetFont>[2]>;

/** Cuts of fonts kept between runs, by what each depends on (see `fontCutCache`). */
export type FontCutCache = {
  /** `subsetFont`, or the cut kept for the same font, characters, options and subset-font. */
  cut(font: Buffer, text: string, options: SubsetOptions): Promise<Buffer>;
  /** Removes the kept cuts this run did not ask for, so that a changed page does not leave old cuts behind. */
  forgetUnused(): void;
};

/**
 * Keeps each cut in `cacheDir` under the hash of all it depends on (the
 * font's bytes, the characters, the options and the version of
 * subset-font), so an unchanged cut is read instead of recomputed: Inter's
 * weight instancing and KaTeX's twenty faces take seconds on every start.
 */
export function fontCutCache({
  cacheDir,
  subsetFontVersion,
}: {
  cacheDir: string;
  subsetFontVersion: string;
}): FontCutCache {
  const asked = new Set<string>();
  return {
    async cut(font, text, options) {
      const name = `${createHash('sha256')
        .update(`subset-font ${subsetFontVersion}\n${JSON.stringify(options)}\n${text}\n`)
        .update(font)
        .digest('hex')}.font`;
      asked.add(name);
      const cached = path.join(cacheDir, name);
      if (existsSync(cached)) return readFileSync(cached);
      const cut = await subsetFont(font, text, options);
      mkdirSync(cacheDir, {recursive: true});
      // An interrupted run must not leave a cut-short font for the next one to publish.
      writeFileAtomically(cached, cut);
      return cut;
    },
    forgetUnused: () => removeFilesExcept(cacheDir, asked),
  };
}
