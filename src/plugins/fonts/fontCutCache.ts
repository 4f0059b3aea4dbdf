import {createHash} from 'node:crypto';
import {existsSync, mkdirSync, readFileSync} from 'node:fs';
import path from 'node:path';
import subsetFont from 'subset-font';
import {dependencyVersions} from '../../site/dependencyVersions';
import {removeFilesExcept} from '../../site/files/removeFilesExcept';
import {installedVersion} from '../../site/installedVersion';
import {writeFileAtomically} from '../../site/files/writeFileAtomically';

type SubsetOptions = NonNullable<Parameters<typeof subsetFont>[2]>;

/** Cuts of fonts kept between runs, by what each depends on (see `fontCutCache`). */
export type FontCutCache = {
  /** `subsetFont`, or the cut kept for the same font, characters, options and cutting code. */
  cut(font: Buffer, text: string, options: SubsetOptions): Promise<Buffer>;
  /** Removes the kept cuts this run did not ask for, so that a changed page does not leave old cuts behind. */
  forgetUnused(): void;
};

/**
 * Keeps each cut in `cacheDir` under the hash of all it depends on (the
 * font's bytes, the characters, the options and `cutterVersions`, see
 * {@link fontCutterVersions}), so an unchanged cut is read instead of
 * recomputed: Inter's weight instancing and KaTeX's twenty faces take
 * seconds on every start.
 */
export function fontCutCache({
  cacheDir,
  cutterVersions,
}: {
  cacheDir: string;
  cutterVersions: string;
}): FontCutCache {
  const asked = new Set<string>();
  return {
    async cut(font, text, options) {
      const name = `${createHash('sha256')
        .update(`${cutterVersions}\n${JSON.stringify(options)}\n${text}\n`)
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

/**
 * The installed versions of the code that cuts fonts: subset-font, and the
 * packages it depends on, since the cutting itself is harfbuzzjs's (HarfBuzz
 * built to WebAssembly), which a reinstall can move without subset-font.
 */
export function fontCutterVersions(siteDir: string): string {
  return JSON.stringify({
    'subset-font': installedVersion(siteDir, 'subset-font'),
    ...dependencyVersions(siteDir, 'subset-font'),
  });
}
