import {readFileSync} from 'node:fs';
import path from 'node:path';
import {describe, expect, it} from 'vitest';
import {
  environmentVariablesTable,
  generatedDocument,
  generatedSections,
  replaceBetweenMarkers,
} from '../../scripts/maintainer-docs.mts';
import {environmentVariables} from '../../src/settings/environmentVariables';

const siteDir = path.resolve(import.meta.dirname, '../..');

describe('the maintainer documents', () => {
  it.each([...new Set(generatedSections.map((section) => section.file))])(
    '%s holds what its registries generate',
    async (file) => {
      const committed = readFileSync(path.join(siteDir, file), 'utf8');
      expect(committed, 'run `npm run maintainer-docs`').toBe(await generatedDocument(file));
    },
  );

  it('list every declared environment variable', () => {
    const table = environmentVariablesTable();
    for (const name of Object.keys(environmentVariables)) {
      expect(table).toContain(`| \`${name}\` |`);
    }
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
