import path from 'node:path';
import {describe, expect, it} from 'vitest';
import {siteBuildDirectory} from '../../src/settings/buildDirectory';

describe('siteBuildDirectory', () => {
  it("is the site's build/ when DOCS_BUILD_DIR is unset", () => {
    expect(siteBuildDirectory('/srv/site', {})).toBe(path.join('/srv/site', 'build'));
  });

  it('is the folder DOCS_BUILD_DIR names, resolved against the working folder', () => {
    expect(siteBuildDirectory('/srv/site', {DOCS_BUILD_DIR: '/tmp/other-build'})).toBe(
      '/tmp/other-build',
    );
    expect(siteBuildDirectory('/srv/site', {DOCS_BUILD_DIR: 'mine'})).toBe(path.resolve('mine'));
  });

  it('treats an empty DOCS_BUILD_DIR as unset, never as the working folder', () => {
    expect(siteBuildDirectory('/srv/site', {DOCS_BUILD_DIR: ''})).toBe(
      path.join('/srv/site', 'build'),
    );
  });
});
