import {spawnSync} from 'node:child_process';
import path from 'node:path';
import {describe, expect, it} from 'vitest';

const siteDir = path.resolve(import.meta.dirname, '../..');

describe('the Vitest configuration', () => {
  // Vite prints its warnings about the configuration file before every run's results; a
  // module the configuration imports without its extension, or as CommonJS, brings one back.
  it('loads without a warning, so that no test run opens with one', () => {
    const listed = spawnSync(
      process.execPath,
      [
        path.join(siteDir, 'node_modules/vitest/vitest.mjs'),
        'list',
        '--project',
        'unit',
        'tests/unit/vitestConfig.test.ts',
      ],
      {cwd: siteDir, encoding: 'utf8'},
    );
    expect(listed.status, listed.stderr).toBe(0);
    const lines = `${listed.stdout}${listed.stderr}`.split('\n').filter((line) => line.trim());
    // Nothing but the listed test.
    expect(lines).toEqual([
      '[unit] tests/unit/vitestConfig.test.ts > the Vitest configuration > loads without a warning, so that no test run opens with one',
    ]);
  });
});
