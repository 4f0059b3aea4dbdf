import {existsSync, readdirSync, writeFileSync} from 'node:fs';
import path from 'node:path';
import {describe, expect, it} from 'vitest';
import {keptPageReadings, type PageReading} from '../../src/plugins/built-pages/keptPageReadings';
import {scratchFolder} from '../support/scratchFolder';

const reading = (title: string): PageReading => ({
  search: {
    url: '/guide',
    html: `<h1>${title}</h1>`,
    kind: 'article',
    names: [],
    runs: [],
    showsVocabulary: false,
  },
  machine: {path: '/guide', title, description: '', section: 'Guide', markdown: `# ${title}\n`},
  maths: '',
});

/** Reads through `kept`, counting how often the page was actually read. */
function reader(kept: ReturnType<typeof keptPageReadings>) {
  let reads = 0;
  return {
    read: (file: string, document: string, title = 'Sessions') =>
      kept.reading(file, document, () => {
        reads += 1;
        return reading(title);
      }),
    reads: () => reads,
  };
}

describe('page readings kept between builds', () => {
  it('reads a page once, then gives the kept reading for the same file, document and reading key', () => {
    const dir = scratchFolder('page-readings-');
    const first = reader(keptPageReadings(dir, 'code-1'));
    expect(first.read('guide/index.html', '<main>v1</main>')).toEqual(reading('Sessions'));
    expect(first.reads()).toBe(1);

    const next = reader(keptPageReadings(dir, 'code-1'));
    expect(next.read('guide/index.html', '<main>v1</main>', 'never read')).toEqual(
      reading('Sessions'),
    );
    expect(next.reads()).toBe(0);
  });

  it('reads the page again when its document, its file or what reading depends on changed', () => {
    const dir = scratchFolder('page-readings-');
    reader(keptPageReadings(dir, 'code-1')).read('guide/index.html', '<main>v1</main>');
    for (const [key, file, document] of [
      ['code-1', 'guide/index.html', '<main>v2</main>'],
      ['code-1', 'other/index.html', '<main>v1</main>'],
      ['code-2', 'guide/index.html', '<main>v1</main>'],
    ] as const) {
      const again = reader(keptPageReadings(dir, key));
      expect(again.read(file, document, 'fresh')).toEqual(reading('fresh'));
      expect(again.reads()).toBe(1);
    }
  });

  it('counts the pages read afresh, and forgets the readings a build did not ask for', () => {
    const dir = scratchFolder('page-readings-');
    const first = keptPageReadings(dir, 'code-1');
    reader(first).read('a/index.html', '<main>a</main>');
    reader(first).read('b/index.html', '<main>b</main>');
    expect(first.readAfresh()).toBe(2);
    // A temporary file an interrupted write left behind goes too.
    writeFileSync(path.join(dir, 'left.json.1-0.tmp'), '{');

    const next = keptPageReadings(dir, 'code-1');
    reader(next).read('a/index.html', '<main>a</main>');
    expect(next.readAfresh()).toBe(0);
    next.forgetUnused();
    expect(readdirSync(dir)).toHaveLength(1);
    const after = reader(keptPageReadings(dir, 'code-1'));
    after.read('b/index.html', '<main>b</main>');
    expect(after.reads()).toBe(1);
  });

  it('writes nothing when a build forgets before reading anything into a missing folder', () => {
    const dir = path.join(scratchFolder('page-readings-'), 'missing');
    keptPageReadings(dir, 'code-1').forgetUnused();
    expect(existsSync(dir)).toBe(false);
  });
});
