import {createHash} from 'node:crypto';
import {existsSync, readFileSync, statSync} from 'node:fs';
import path from 'node:path';
import {
  environmentVariables,
  type EnvironmentVariableName,
} from '../../settings/environmentVariables';
import {filesUnder} from '../files/filesUnder';
import {gitOutput} from '../files/gitOutput';
import {addFiles, addLabelled} from './labelledHash';
import {chromiumIdentity} from './chromiumIdentity';
import {INSTALLED_PACKAGES, installedPackagesRecord} from './installedPackagesRecord';
import {generatedDocsFolders} from '../references/generatedDocs';

/**
 * Changed whenever what the build writes changes in a way the hashed inputs
 * do not show (none so far), so no kept build is placed again.
 */
const BUILD_FORMAT = 'site-build-1';

/**
 * Variables the build's tools read besides the site's own: Docusaurus,
 * Rspack and Pagefind read settings from variables named so, Browserslist
 * its browser targets (which the bundler compiles the code for), Node its
 * flags from `NODE_OPTIONS`, and its default locale and time zone from the
 * locale variables and `TZ`, which a date formatted without both would show.
 * Docusaurus also reads four without its prefix that change what it writes:
 * whether HTML and CSS are minified and how, which images are inlined, and
 * whether drafts are shown.
 */
const TOOL_VARIABLES =
  /^(DOCUSAURUS_|RSPACK_|PAGEFIND_|BROWSERSLIST)|^(NODE_OPTIONS|TZ|LANG|LANGUAGE|LC_[A-Z]+|SKIP_HTML_MINIFICATION|USE_SIMPLE_CSS_MINIFIER|WEBPACK_URL_LOADER_LIMIT|SIMULATE_PRODUCTION_VISIBILITY)$/;

/** The site's declared variables that the build reads (see `src/settings/environmentVariables.ts`). */
const buildVariables = (Object.keys(environmentVariables) as EnvironmentVariableName[]).filter(
  (name) => (environmentVariables[name].readBy as readonly string[]).includes('build'),
);

/** What the build of the site can read, as the caller's machine has it. */
export type SiteBuildInputs = {
  /** The site's folder, inside a git checkout. */
  siteDir: string;
  /** The arguments given to `docusaurus build`. */
  args: readonly string[];
  environment: NodeJS.ProcessEnv;
  /** The Chromium the build draws diagrams with. */
  chromiumPath: string;
};

/** The keys of a production build's inputs. */
export type SiteBuildKey = {
  /** Every input, the generated references included: a build is kept and looked up by it. */
  key: string;
  /**
   * Every input but the generated references, which the build writes itself
   * (TypeDoc's pages, on a fresh clone): it must not change while a build
   * runs, or the build is not kept.
   */
  sourcesKey: string;
};

/**
 * Everything a production build of the site reads, hashed: every file the
 * checkout's .gitignore files do not ignore (tracked or not, so a new page
 * counts, and whatever one's own git excludes say), the commit checked
 * out (pages show when they last changed), npm's record of `node_modules`,
 * the variables the site and its tools read, the build's arguments, Node's
 * version and the Chromium binary that draws the diagrams; then, for `key`
 * only, the generated references. The references are written from the
 * packages and the OpenAPI file, already hashed, so they count only in
 * case one was edited by hand. Equal keys mean the build would write the
 * same files again. `undefined` when the site is not in a git checkout or
 * npm's record is missing: without them, a changed file or package could
 * not be seen, so no build is kept or placed.
 */
export function siteBuildKey({
  siteDir,
  args,
  environment,
  chromiumPath,
}: SiteBuildInputs): SiteBuildKey | undefined {
  const installed = installedPackagesRecord(siteDir);
  if (!installed) return undefined;
  let files: string[];
  let commit: string;
  let shallow: string;
  try {
    // The checkout's own .gitignore files only: a file one's own .git/info/exclude or global
    // ignore file hides (a draft page, say) is still read by the build.
    files = gitOutput(siteDir, [
      'ls-files',
      '-z',
      '--cached',
      '--others',
      '--exclude-per-directory=.gitignore',
    ])
      .split('\0')
      .filter(Boolean);
    commit = gitOutput(siteDir, ['rev-parse', '--verify', '--quiet', 'HEAD']).trim();
    // The pages show their dates only from a full history (pageHistory.ts).
    shallow = gitOutput(siteDir, ['rev-parse', '--is-shallow-repository']).trim();
  } catch {
    return undefined;
  }
  const hash = createHash('sha256');
  const add = (label: string, bytes: Buffer | string) => addLabelled(hash, label, bytes);
  add('format', BUILD_FORMAT);
  add('node', `${process.version} ${process.platform} ${process.arch}`);
  add('args', JSON.stringify(args));
  add('commit', commit);
  add('shallow', shallow);
  for (const name of Object.keys(environment).sort()) {
    if (TOOL_VARIABLES.test(name)) add(`env ${name}`, environment[name] ?? '');
  }
  for (const name of buildVariables) {
    const value = environment[name];
    add(`site env ${name}`, value === undefined ? '\0unset' : value);
  }
  add(INSTALLED_PACKAGES, installed);
  add('chromium', chromiumIdentity(chromiumPath));
  // A file git lists but the disk lacks is a deletion not yet committed: it counts as one.
  for (const file of [...new Set(files)].sort()) {
    const absolute = path.join(siteDir, file);
    add(
      file,
      existsSync(absolute) && statSync(absolute).isFile() ? readFileSync(absolute) : '\0gone',
    );
  }
  const sourcesKey = hash.copy().digest('hex');
  for (const folder of generatedDocsFolders) {
    const absolute = path.join(siteDir, folder);
    if (existsSync(absolute)) addFiles(hash, siteDir, filesUnder(absolute));
  }
  return {key: hash.digest('hex'), sourcesKey};
}
