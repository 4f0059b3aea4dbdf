import {readFileSync} from 'node:fs';
import path from 'node:path';
import {describe, expect, it} from 'vitest';
import {listFiles} from '../support/listFiles';

const siteDir = path.resolve(import.meta.dirname, '../..');

describe('waits in a browser', () => {
  // A pause long enough on an idle machine is too short on a busy one, and a
  // check that something did not happen passes whatever the site does once
  // the pause has ended.
  it('are for a state of the page, never for a length of time, in the tests and the bench', () => {
    const pausing = ['tests', 'bench']
      .flatMap((folder) => listFiles(siteDir, folder, ['.ts', '.mts']))
      .filter((file) => /\bwaitForTimeout\(/.test(readFileSync(path.join(siteDir, file), 'utf8')));
    expect(pausing).toEqual([]);
  });
});
