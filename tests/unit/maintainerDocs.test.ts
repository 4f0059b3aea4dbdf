import {readdirSync, readFileSync} from 'node:fs';
import path from 'node:path';
import {describe, expect, it} from 'vitest';
import {gitOutput} from '../../src/site/files/gitOutput';
import {
  environmentVariablesTable,
  generatedDocument,
  generatedSections,
  replaceBetweenMarkers,
} from '../../scripts/maintainer-docs.mts';
import {fencedLines} from '../../src/mcp/markdownFences';
import {environmentVariables} from '../../src/settings/environmentVariables';
import {MAINTAINER_DOCS_WIDTH} from '../../src/site/markdown/wrappedListItem';

const siteDir = path.resolve(import.meta.dirname, '../..');

describe('the maintainer documents', () => {
  it.each([...new Set(generatedSections.map((section) => section.file))])(
    '%s holds what its registries generate',
    async (file) => {
      const committed = readFileSync(path.join(siteDir, file), 'utf8');
      expect(committed, 'run `npm run maintainer-docs`').toBe(await generatedDocument(file));
    },
  );

  it.each([
    'README.md',
    ...readdirSync(path.join(siteDir, 'maintainers')).map((name) => `maintainers/${name}`),
  ])('%s wraps its prose at the width the documents keep', (file) => {
    const lines = readFileSync(path.join(siteDir, file), 'utf8').split('\n');
    const fenced = fencedLines(lines);
    const tooWide: string[] = [];
    lines.forEach((line, index) => {
      // Tables and code keep their rows; a line of one word cannot be broken.
      const breakable =
        !fenced[index] && !line.trimStart().startsWith('|') && /\S\s+\S/.test(line.trim());
      if (breakable && line.length > MAINTAINER_DOCS_WIDTH) tooWide.push(`${file}:${index + 1}`);
    });
    expect(tooWide).toEqual([]);
  });

  it('list every declared environment variable', () => {
    const table = environmentVariablesTable();
    for (const name of Object.keys(environmentVariables)) {
      expect(table).toContain(`| \`${name}\` |`);
    }
  });
});

describe('the README', () => {
  /** The folders git tracks at the top of the repository and of `src/`, as the README writes them. */
  function trackedFolders(): string[] {
    const files = gitOutput(siteDir, ['ls-files', '-z']).split('\0').filter(Boolean);
    const folders = files.flatMap((file) => {
      const parts = file.split('/');
      if (parts[0] === 'src' && parts.length > 2) return [`src/${parts[1]}/`];
      return parts.length > 1 && !parts[0]?.startsWith('.') ? [`${parts[0]}/`] : [];
    });
    return [...new Set(folders)].filter((folder) => folder !== 'src/').sort();
  }

  it('gives every top-level folder, and every folder of src/, a row of "Where things live"', () => {
    const readme = readFileSync(path.join(siteDir, 'README.md'), 'utf8');
    const rows = [...readme.matchAll(/^\| `([^`]+\/)` +\|/gm)].map((match) => match[1] ?? '');
    const folders = trackedFolders();
    expect(folders).toContain('src/plugins/');
    // A row for a folder inside it (`deploy/nginx/`) speaks for the folder.
    const described = (folder: string) => rows.some((row) => row.startsWith(folder));
    expect(folders.filter((folder) => !described(folder))).toEqual([]);
  });
});

describe('replaceBetweenMarkers', () => {
  const document = 'Intro\n\n<!-- table:start -->\nold\n<!-- table:end -->\n\nOutro\n';

  it('replaces what lies between the markers and keeps the rest', () => {
    expect(replaceBetweenMarkers(document, 'table', 'new')).toBe(
      'Intro\n\n<!-- table:start -->\n\nnew\n\n<!-- table:end -->\n\nOutro\n',
    );
  });

  it('refuses a document without both markers in order, rather than guess where a section goes', () => {
    expect(() => replaceBetweenMarkers('Intro\n', 'table', 'new')).toThrow(/table:start/);
    expect(() =>
      replaceBetweenMarkers('<!-- table:end -->\n<!-- table:start -->\n', 'table', 'new'),
    ).toThrow(/table:start/);
    expect(() => replaceBetweenMarkers(document + document, 'table', 'new')).toThrow(/table:start/);
  });
});
