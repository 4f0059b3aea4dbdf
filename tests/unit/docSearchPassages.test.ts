import {describe, expect, it} from 'vitest';
import {docSearchToPassages} from '../../src/plugins/search/algolia/algoliaEngine';

describe('docSearchToPassages', () => {
  const record = (url: string, lvl1: string, lvl2: string | null, content: string | null) => ({
    url,
    hierarchy: {lvl0: 'Docs', lvl1, lvl2},
    content,
  });

  it('numbers the records that carry text, titled by page and heading, with /docs/ rewritten', () => {
    const passages = docSearchToPassages(
      [
        record('https://docs.example/docs/scenes#load', 'Scenes', 'Load a scene', 'Call load.'),
        record('https://docs.example/docs/scenes', 'Scenes', null, null),
        record('https://docs.example/tutorials/x', 'Tutorial X', null, 'Step one.'),
      ],
      5,
    );
    expect(passages).toEqual([
      {
        number: 1,
        title: 'Scenes: Load a scene',
        url: '/scenes#load',
        text: 'Call load.',
        excerpt: 'Call load.',
      },
      {
        number: 2,
        title: 'Tutorial X',
        url: '/tutorials/x',
        text: 'Step one.',
        excerpt: 'Step one.',
      },
    ]);
  });

  it('stops at the requested count', () => {
    const many = Array.from({length: 8}, (_, index) =>
      record(`https://docs.example/p${index}`, `P${index}`, null, `text ${index}`),
    );
    expect(docSearchToPassages(many, 3).map((passage) => passage.number)).toEqual([1, 2, 3]);
  });

  it('takes at most two blocks of a page, and keeps to the token budget', () => {
    const samePage = Array.from({length: 4}, (_, index) =>
      record(`https://docs.example/p#h${index}`, 'P', `H${index}`, `text ${index}`),
    );
    expect(docSearchToPassages(samePage).map((passage) => passage.url)).toEqual(['/p#h0', '/p#h1']);
    const long = Array.from({length: 6}, (_, index) =>
      record(`https://docs.example/q${index}`, `Q${index}`, null, 'word '.repeat(700)),
    );
    // 700 five-character words are 875 estimated tokens: two fit 2,000.
    expect(docSearchToPassages(long)).toHaveLength(2);
  });
});
