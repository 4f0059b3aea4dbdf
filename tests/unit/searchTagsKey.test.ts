import {describe, expect, it} from 'vitest';
import {tagsFromKey, tagsKey} from '../../src/plugins/search/client/tagsKey';

describe('the search tags as an effect dependency', () => {
  it('is equal for equal lists given anew, and gives the tags back', () => {
    const tags = ['default', 'docs-default-current'];
    expect(tagsKey([...tags])).toBe(tagsKey([...tags]));
    expect(tagsFromKey(tagsKey(tags))).toEqual(tags);
  });

  it('gives back no tag for none, not one empty tag', () => {
    expect(tagsFromKey(tagsKey([]))).toEqual([]);
  });
});
