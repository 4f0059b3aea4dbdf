import {querySlots} from '../../src/plugins/search/engine/querySlots';
import {describe, expect, it} from 'vitest';

describe('the words a query searches', () => {
  const searchTerms = (query: string) =>
    querySlots(query, {})
      .map((slot) => slot.typed)
      .join(' ');

  it('leave out words that carry no meaning, unless nothing else is left', () => {
    expect(searchTerms('how do I upload files from my app')).toBe('upload files app');
    expect(searchTerms('  Join an existing session ')).toBe('Join existing session');
    expect(searchTerms('how to')).toBe('how to');
  });

  it('are a question’s words without the punctuation around them, names kept whole', () => {
    expect(searchTerms('Is it built in, or only a viewer?')).toBe('built only viewer');
    expect(searchTerms('What does (Livelink.start) return?')).toBe('Livelink.start return');
    expect(searchTerms('convert .fbx files…')).toBe('convert .fbx files');
    expect(searchTerms('“scene_ref”, @3dverse/api!')).toBe('scene_ref @3dverse/api');
    expect(searchTerms('?')).toBe('?');
  });
});
