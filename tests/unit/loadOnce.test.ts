import {describe, expect, it} from 'vitest';
import {loadOnce} from '../../src/site/loadOnce';

describe('loadOnce (the search modal load shared by every open, and its Retry)', () => {
  it('starts one load for every caller and remembers its value', async () => {
    let starts = 0;
    const loader = loadOnce(async () => {
      starts += 1;
      return 'modal';
    });
    expect(loader.loaded()).toBeUndefined();
    const [first, second] = await Promise.all([loader.load(), loader.load()]);
    expect([first, second, starts]).toEqual(['modal', 'modal', 1]);
    expect(loader.loaded()).toBe('modal');
    await loader.load();
    expect(starts).toBe(1);
  });

  it('forgets a failed load, so Retry fetches again', async () => {
    let starts = 0;
    const loader = loadOnce(async () => {
      starts += 1;
      if (starts === 1) {
        throw new Error('Loading chunk search-modal failed');
      }
      return 'modal';
    });
    await expect(loader.load()).rejects.toThrow('Loading chunk');
    expect(loader.loaded()).toBeUndefined();
    await expect(loader.load()).resolves.toBe('modal');
    expect(starts).toBe(2);
  });
});
