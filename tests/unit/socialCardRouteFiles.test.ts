import {mkdirSync, writeFileSync} from 'node:fs';
import path from 'node:path';
import {describe, expect, it} from 'vitest';
import {routeHtmlFile} from '../../src/site/builtSite/routeHtmlFile';
import {scratchFolder} from '../support/scratchFolder';

describe('routeHtmlFile', () => {
  it('finds the file Docusaurus wrote for a route, and names what it expected when there is none', () => {
    const outDir = scratchFolder('social-routes-');
    for (const file of ['index.html', '404.html', 'engine/lights/index.html', 'flat.html']) {
      mkdirSync(path.dirname(path.join(outDir, file)), {recursive: true});
      writeFileSync(path.join(outDir, file), '');
    }
    expect(routeHtmlFile(outDir, '/', '/')).toBe(path.join(outDir, 'index.html'));
    expect(routeHtmlFile(outDir, '/', '/404.html')).toBe(path.join(outDir, '404.html'));
    expect(routeHtmlFile(outDir, '/', '/engine/lights')).toBe(
      path.join(outDir, 'engine/lights/index.html'),
    );
    expect(routeHtmlFile(outDir, '/', '/flat')).toBe(path.join(outDir, 'flat.html'));
    expect(() => routeHtmlFile(outDir, '/', '/missing')).toThrow(/missing\/index\.html/);
  });
});
