/**
 * `npm run maintainer-docs`: rewrites the generated sections of the
 * documents in `maintainers/` from the registries they describe, so a table
 * never drifts from the code. Each section sits between two comments,
 * `<!-- name:start -->` and `<!-- name:end -->`; everything outside them is
 * written by hand. `tests/unit/maintainerDocs.test.ts` fails when a
 * committed document differs from what this script would write.
 *
 * To generate another section, add it to `generatedSections` with a
 * function that renders its Markdown, and put its two markers in the file.
 */
import {readFileSync, writeFileSync} from 'node:fs';
import path from 'node:path';
import {pathToFileURL} from 'node:url';
import prettier from 'prettier';
import {renderDependencyInternals} from '../src/site/dependencyInternals/renderDependencyInternals.ts';
import {
  environmentVariables,
  type EnvironmentVariable,
} from '../src/settings/environmentVariables.ts';
import {markdownTableCell} from '../src/site/markdown/markdownTableCell';

const siteDir = path.resolve(import.meta.dirname, '..');

/** A part of a maintainer document written by code: its file (from the site's root), its markers' name and its content. */
export type GeneratedSection = {file: string; marker: string; render: () => string};

/** The table of every environment variable, in the order the settings module declares them. */
export function environmentVariablesTable(): string {
  const declared: [string, EnvironmentVariable][] = Object.entries(environmentVariables);
  const rows = declared.map(([name, variable]) =>
    [
      `\`${name}\``,
      variable.sets,
      'fallback' in variable ? `\`${variable.fallback}\`` : variable.whenUnset,
      variable.readBy.join(', '),
      variable.secret ? 'yes' : 'no',
    ].map(markdownTableCell),
  );
  return [
    ['Variable', 'What it sets', 'Default', 'Read by', 'Secret'],
    ['---', '---', '---', '---', '---'],
    ...rows,
  ]
    .map((row) => `| ${row.join(' | ')} |`)
    .join('\n');
}

/** Every generated section of the maintainer documents, and the registry each is rendered from. */
export const generatedSections: readonly GeneratedSection[] = [
  {
    file: 'maintainers/deploying.md',
    marker: 'environment-variables',
    render: environmentVariablesTable,
  },
  {
    file: 'maintainers/upgrading.md',
    marker: 'dependency-internals',
    render: () => renderDependencyInternals(),
  },
];

/** The comments that open and close a generated section. */
function sectionMarkers(marker: string): {start: string; end: string} {
  return {start: `<!-- ${marker}:start -->`, end: `<!-- ${marker}:end -->`};
}

/**
 * `text` with what lies between the section's two markers replaced by
 * `content`, the markers kept. Throws when the markers are missing,
 * repeated or out of order, rather than append a section nobody placed.
 */
export function replaceBetweenMarkers(text: string, marker: string, content: string): string {
  const {start, end} = sectionMarkers(marker);
  const from = text.indexOf(start);
  const to = text.indexOf(end);
  if (
    from < 0 ||
    to < from ||
    text.indexOf(start, from + 1) >= 0 ||
    text.indexOf(end, to + 1) >= 0
  ) {
    throw new Error(`expected one ${start} followed by one ${end}`);
  }
  return `${text.slice(0, from + start.length)}\n\n${content.trim()}\n\n${text.slice(to)}`;
}

/** Markdown formatted as `npm run format` would format the file it goes to. */
async function formatMarkdown(text: string, file: string): Promise<string> {
  const filepath = path.join(siteDir, file);
  const options = await prettier.resolveConfig(filepath);
  return prettier.format(text, {...options, filepath});
}

/**
 * Replaces the text between a section's markers in `file` (a path from the
 * site's root) and formats the file with Prettier. Returns whether the file
 * changed; it is written only then.
 */
async function rewriteBetweenMarkers(
  file: string,
  marker: string,
  content: string,
): Promise<boolean> {
  const filepath = path.join(siteDir, file);
  const before = readFileSync(filepath, 'utf8');
  const after = await formatMarkdown(replaceBetweenMarkers(before, marker, content), file);
  if (after !== before) writeFileSync(filepath, after);
  return after !== before;
}

/** `file` as this script would write it: every generated section of it rewritten, then formatted. */
export async function generatedDocument(file: string): Promise<string> {
  let text = readFileSync(path.join(siteDir, file), 'utf8');
  for (const section of generatedSections.filter((item) => item.file === file)) {
    text = replaceBetweenMarkers(text, section.marker, section.render());
  }
  return formatMarkdown(text, file);
}

async function main(): Promise<void> {
  for (const section of generatedSections) {
    const changed = await rewriteBetweenMarkers(section.file, section.marker, section.render());
    console.info(`${section.file} (${section.marker}): ${changed ? 'rewritten' : 'up to date'}`);
  }
}

// Run only as a command: the unit test imports this file for its functions.
if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  await main();
}
