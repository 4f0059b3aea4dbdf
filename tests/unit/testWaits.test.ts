import {readFileSync} from 'node:fs';
import path from 'node:path';
import {describe, expect, it} from 'vitest';
import {listFiles} from '../support/listFiles';

const siteDir = path.resolve(import.meta.dirname, '../..');

describe('end-to-end waits', () => {
  // A pause long enough on an idle machine is too short on a busy one, and a
  // check that something did not happen passes whatever the site does once
  // the pause has ended.
  it('wait for a state of the page, never for a length of time', () => {
    const pausing = listFiles(siteDir, 'tests/e2e', ['.ts']).filter((file) =>
      /\bwaitForTimeout\(/.test(readFileSync(path.join(siteDir, file), 'utf8')),
    );
    expect(pausing).toEqual([]);
  });
});
