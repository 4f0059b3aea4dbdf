import {writeFileSync} from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {describe, expect, it} from 'vitest';
import {docEditUrl, pageHistory} from '../../src/site/pageHistory';
import {referenceSourceOf} from '../../src/site/references/referenceSourceOf';
import {referenceSources} from '../../src/site/references/referenceSources';
import {gitAsTester} from '../support/gitAsTester';
import {scratchFolder} from '../support/scratchFolder';

describe('page history', () => {
  it('is available in a full clone, and not in a shallow one or outside git', () => {
    const origin = scratchFolder('history-origin-');
    gitAsTester(origin, 'init', '-q');
    for (const text of ['one', 'two']) {
      writeFileSync(path.join(origin, 'page.md'), text);
      gitAsTester(origin, 'add', '.');
      gitAsTester(origin, 'commit', '-qm', text);
    }
    expect(pageHistory(origin)).toEqual({available: true});
    const shallow = path.join(scratchFolder('history-shallow-'), 'site');
    gitAsTester(os.tmpdir(), 'clone', '-q', '--depth', '1', `file://${origin}`, shallow);
    expect(pageHistory(shallow)).toEqual({
      available: false,
      reason: expect.stringContaining('shallow clone') as string,
    });
    expect(pageHistory(scratchFolder('history-none-'))).toEqual({
      available: false,
      reason: 'the site is not in a git checkout',
    });
  });
});

describe('edit links', () => {
  const base = 'https://github.com/example/docs/edit/main/';

  it('point written pages at their source and generated ones nowhere', () => {
    expect(docEditUrl(base, 'core-concepts/assets.mdx')).toBe(
      `${base}docs/core-concepts/assets.mdx`,
    );
    expect(docEditUrl(base, 'references/livelink.js/index.md')).toBe(
      `${base}typedoc/livelink.js.md`,
    );
    expect(docEditUrl(base, 'references/livelink.js/classes/Scene.md')).toBeUndefined();
    expect(docEditUrl(base, 'references/api/get-user.api.mdx')).toBeUndefined();
    expect(docEditUrl(base, 'references/asset-api.mdx')).toBe(
      `${base}docs/references/asset-api.mdx`,
    );
  });
});

describe('reference sources', () => {
  const sources = referenceSources((name) => `${name.length}.0.0`, '1.0');

  it('name the package or file each generated reference comes from', () => {
    expect(referenceSourceOf(sources, '/references/livelink.js/classes/Scene')?.source).toBe(
      '@3dverse/livelink 17.0.0',
    );
    expect(referenceSourceOf(sources, '/references/livelink.react')?.source).toBe(
      '@3dverse/livelink-react 23.0.0',
    );
    expect(referenceSourceOf(sources, '/references/api/get-user')?.source).toContain('version 1.0');
    expect(referenceSourceOf(sources, '/references/asset-api')).toBeUndefined();
    expect(referenceSourceOf(sources, '/core-concepts/assets')).toBeUndefined();
  });
});
