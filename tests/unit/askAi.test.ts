import {describe, expect, it} from 'vitest';
import {
  answerSegments,
  buildMessages,
  parseSseChunk,
  type Passage,
} from '../../src/plugins/search/askAi/askAi';

const passages: Passage[] = [
  {
    number: 1,
    title: 'Rendering sessions',
    url: '/core-concepts/rendering-sessions',
    text: 'A session runs one scene.',
    excerpt: 'A session runs one scene.',
  },
  {
    number: 2,
    title: 'Quickstart',
    url: '/applications/quickstart',
    text: 'Install livelink-react.',
    excerpt: 'Install livelink-react.',
  },
];

describe('Ask AI helpers', () => {
  it('numbers the passages in the request and asks for citations', () => {
    const [system, user] = buildMessages('How do I start a session?', passages);
    expect(system?.role).toBe('system');
    expect(system?.content).toMatch(/\[2\]/);
    expect(user?.content).toContain(
      '[1] Rendering sessions (/core-concepts/rendering-sessions)\nA session runs one scene.',
    );
    expect(user?.content.endsWith('Question: How do I start a session?')).toBe(true);
  });

  it('reads deltas across chunk boundaries and stops at [DONE]', () => {
    const first = parseSseChunk(
      'data: {"choices":[{"delta":{"content":"Hel"}}]}\n\ndata: {"choices":[{"del',
    );
    expect(first).toEqual({deltas: ['Hel'], done: false, rest: 'data: {"choices":[{"del'});
    const second = parseSseChunk(
      `${first.rest}ta":{"content":"lo"}}]}\n: keep-alive\ndata: not json\ndata: [DONE]\n`,
    );
    expect(second).toEqual({deltas: ['lo'], done: true, rest: ''});
  });

  it('takes a finish_reason as the end of the answer, as [DONE] is', () => {
    expect(
      parseSseChunk('data: {"choices":[{"delta":{"content":"."},"finish_reason":"stop"}]}\n'),
    ).toEqual({deltas: ['.'], done: true, rest: ''});
  });

  it('turns [n] into citations of existing passages and drops the others', () => {
    expect(answerSegments('Start one [1][3].', passages)).toEqual([
      {text: 'Start one '},
      {citation: passages[0]},
      {text: '.'},
    ]);
  });
});
