import {readdirSync, readFileSync} from 'node:fs';
import path from 'node:path';
import {describe, expect, it} from 'vitest';
import vitestConfig from '../../vitest.config.mts';
import {listFiles} from '../support/listFiles';

const siteDir = path.resolve(import.meta.dirname, '../..');

/** The files the `unit-isolated` project runs, read from the configuration that runs them. */
const UNIT_FILES_NEEDING_ISOLATION = (vitestConfig.test?.projects ?? []).flatMap((project) =>
  typeof project === 'object' && 'test' in project && project.test?.name === 'unit-isolated'
    ? (project.test.include ?? [])
    : [],
);

/** The setup files of each Vitest project, by the project's name. */
const SETUP_FILES = Object.fromEntries(
  (vitestConfig.test?.projects ?? []).flatMap((project) =>
    typeof project === 'object' && 'test' in project && project.test?.name
      ? [[project.test.name, [project.test.setupFiles ?? []].flat()]]
      : [],
  ),
);

/** What replaces a module or a global for the rest of a worker's files unless the file runs isolated. */
const REPLACES_MODULES_OR_GLOBALS =
  /\bvi\.(mock|doMock|unmock|stubGlobal|stubEnv|resetModules|useFakeTimers|spyOn)\b/;

/** The test files of a folder of `tests/` that replace a module or a global. */
function filesReplacingModulesOrGlobals(folder: string): string[] {
  return readdirSync(path.join(siteDir, 'tests', folder))
    .filter((name) => name.endsWith('.test.ts'))
    .map((name) => `tests/${folder}/${name}`)
    .filter((file) =>
      REPLACES_MODULES_OR_GLOBALS.test(readFileSync(path.join(siteDir, file), 'utf8')),
    )
    .sort();
}

describe('test isolation', () => {
  it('runs every unit file that replaces modules or globals in a module registry of its own', () => {
    expect(filesReplacingModulesOrGlobals('unit')).toEqual(
      [...UNIT_FILES_NEEDING_ISOLATION].sort(),
    );
  });

  it('has no end-to-end file that replaces modules or globals, as those files share modules', () => {
    expect(filesReplacingModulesOrGlobals('e2e')).toEqual([]);
  });

  it('makes every temporary folder of a test with scratchFolder, which each project removes after each file', () => {
    const makingTheirOwn = listFiles(siteDir, 'tests', ['.ts', '.mts']).filter((file) =>
      /\bmkdtemp(Sync)?\(/.test(readFileSync(path.join(siteDir, file), 'utf8')),
    );
    expect(makingTheirOwn).toEqual(['tests/support/scratchFolder.ts']);
    expect(Object.keys(SETUP_FILES).sort()).toEqual(['e2e', 'unit', 'unit-isolated', 'validation']);
    for (const setupFiles of Object.values(SETUP_FILES)) {
      expect(setupFiles).toContain('tests/support/removeScratchFoldersAfterEachFile.ts');
    }
  });
});
