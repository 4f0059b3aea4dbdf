import {describe, expect, it} from 'vitest';
import {loadOnce} from '../../src/theme/Mermaid/loadOnce';

describe('loadOnce (the Mermaid library load shared by a page’s diagrams)', () => {
  it('starts one load for every caller and remembers its value', async () => {
    let starts = 0;
    const loader = loadOnce(async () => {
      starts += 1;
      return 'mermaid';
    });
    expect(loader.loaded()).toBeUndefined();
    const [first, second] = await Promise.all([loader.load(), loader.load()]);
    expect([first, second, starts]).toEqual(['mermaid', 'mermaid', 1]);
    expect(loader.loaded()).toBe('mermaid');
    await loader.load();
    expect(starts).toBe(1);
  });

  it('forgets a failed load, so Retry fetches again', async () => {
    let starts = 0;
    const loader = loadOnce(async () => {
      starts += 1;
      if (starts === 1) {
        throw new Error('Loading chunk mermaid failed');
      }
      return 'mermaid';
    });
    await expect(loader.load()).rejects.toThrow('Loading chunk');
    expect(loader.loaded()).toBeUndefined();
    await expect(loader.load()).resolves.toBe('mermaid');
    expect(starts).toBe(2);
  });
});
