import {mkdirSync, mkdtempSync, writeFileSync} from 'node:fs';
import {tmpdir} from 'node:os';
import path from 'node:path';
import {describe, expect, it} from 'vitest';
import {resolveStaticFile} from '../support/staticServer';

const root = mkdtempSync(path.join(tmpdir(), 'static-'));
mkdirSync(path.join(root, 'core-concepts'));
writeFileSync(path.join(root, 'index.html'), 'home');
writeFileSync(path.join(root, '404.html'), 'not found');
writeFileSync(path.join(root, 'core-concepts', 'index.html'), 'concepts');

describe('the e2e static server behaves like a plain static host', () => {
  it.each([
    ['/', 'index.html', 200],
    ['/core-concepts', 'core-concepts/index.html', 200],
    ['/core-concepts/', 'core-concepts/index.html', 200],
    ['/core-concepts/index.html', 'core-concepts/index.html', 200],
    ['/core-concepts.html', '404.html', 404],
    ['/missing?x=1', '404.html', 404],
    ['/../../etc/passwd', '404.html', 404],
  ])('%s → %s (%i)', (request, file, status) => {
    expect(resolveStaticFile(root, request)).toEqual({file: path.join(root, file), status});
  });
});
