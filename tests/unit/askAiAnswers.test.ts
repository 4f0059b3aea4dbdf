import {describe, expect, it} from 'vitest';
import {nodeText, parseAnswer, safeHref} from '../../src/plugins/search/askAi/answerMarkdown';
import {
  answerAsMarkdown,
  answerSegments,
  buildMessages,
  mapProse,
  MAX_EARLIER_ANSWER,
  MAX_EARLIER_TURNS,
  retrievalQuery,
  type AnsweredTurn,
  type Passage,
} from '../../src/plugins/search/askAi/askAi';

const passages: Passage[] = [
  {
    number: 1,
    title: 'Livelink',
    url: '/applications/livelink',
    text: 'Start a session.',
    excerpt: '',
  },
  {
    number: 2,
    title: 'Sessions',
    url: '/core-concepts/rendering-sessions',
    text: 'Join one.',
    excerpt: '',
  },
];

describe('an answer as Markdown', () => {
  it('parses a fence cut mid-stream as code that runs to the end', () => {
    const tree = parseAnswer('Call it like this:\n\n```ts\nconst session = await Livelink.st');
    expect(tree.children.map((node) => node.type)).toEqual(['paragraph', 'code']);
    const code = tree.children[1];
    expect(code?.type === 'code' && [code.lang, code.value]).toEqual([
      'ts',
      'const session = await Livelink.st',
    ]);
  });

  it('keeps an unclosed emphasis and a half citation as text', () => {
    const tree = parseAnswer('Use **Livelink.start [');
    expect(nodeText(tree)).toBe('Use **Livelink.start [');
    expect(tree.children[0]?.type).toBe('paragraph');
  });

  it('reads inline code, lists and links', () => {
    const tree = parseAnswer('- `Livelink.start` [1]\n- see [the guide](/applications/livelink)');
    const list = tree.children[0];
    expect(list?.type).toBe('list');
    expect(JSON.stringify(tree)).toContain('"type":"inlineCode","value":"Livelink.start"');
    expect(JSON.stringify(tree)).toContain('"url":"/applications/livelink"');
  });

  it('turns raw HTML into html nodes, whose text is all the renderer shows', () => {
    const tree = parseAnswer('<img src=x onerror="alert(1)">\n\n<script>alert(2)</script>');
    expect(tree.children.map((node) => node.type)).toEqual(['html', 'html']);
    expect(nodeText(tree)).toContain('<script>alert(2)</script>');
  });

  it('lets links point only at web pages and the site itself', () => {
    expect(safeHref('/applications/livelink')).toBe('/applications/livelink');
    expect(safeHref('#start')).toBe('#start');
    expect(safeHref('/api/assets?page=2#list')).toBe('/api/assets?page=2#list');
    expect(safeHref('https://docs.3dverse.com/x')).toBe('https://docs.3dverse.com/x');
    for (const hostile of [
      'javascript:alert(1)',
      ' JavaScript:alert(1)',
      'data:text/html,<script>alert(1)</script>',
      'vbscript:msgbox',
      '//evil.example/x',
      // Browsers read a backslash in a path as a slash, and a tab or line break as nothing.
      '/\\evil.example/login',
      '/\t/evil.example/login',
      '\\/evil.example',
      'file:///etc/passwd',
    ]) {
      expect(safeHref(hostile), hostile).toBeUndefined();
    }
  });

  it('drops citations of passages never sent, and keeps the others as links', () => {
    const segments = answerSegments('Start [1], join [2][7].', passages);
    expect(segments).toEqual([
      {text: 'Start '},
      {citation: passages[0]},
      {text: ', join '},
      {citation: passages[1]},
      {text: '.'},
    ]);
  });
});

describe('copying an answer', () => {
  it('makes citations links to the pages, lists the cited sources, and leaves code alone', () => {
    const markdown = answerAsMarkdown(
      'Call `items[0]` first [1][9].\n\n```ts\nconst first = items[1];\n```\n',
      passages,
      'https://docs.example',
    );
    expect(markdown).toBe(
      'Call `items[0]` first [[1]](https://docs.example/applications/livelink).\n\n```ts\nconst first = items[1];\n```\n\nSources:\n\n1. [Livelink](https://docs.example/applications/livelink)\n',
    );
  });

  it('touches only prose, even in a fence still streaming', () => {
    expect(mapProse('a [1] `b [1]` ```\nc [1]', (prose) => prose.toUpperCase())).toBe(
      'A [1] `b [1]` ```\nc [1]',
    );
  });
});

describe('follow-up questions', () => {
  const turn = (index: number): AnsweredTurn => ({
    question: `question ${index}`,
    passages,
    answer: `answer ${index} [1] with \`arr[0]\` ${'x'.repeat(MAX_EARLIER_ANSWER)}`,
  });

  it('carry the last turns, bounded, without their citation numbers', () => {
    const earlier = [1, 2, 3, 4, 5].map(turn);
    const messages = buildMessages('and in React?', passages, earlier);
    expect(messages.map((message) => message.role)).toEqual([
      'system',
      ...Array.from({length: MAX_EARLIER_TURNS}, () => ['user', 'assistant']).flat(),
      'user',
    ]);
    expect(messages[1]?.content).toBe('Question: question 3');
    const answer = messages[2]?.content ?? '';
    expect(answer.length).toBe(MAX_EARLIER_ANSWER);
    expect(answer.startsWith('answer 3  with `arr[0]`')).toBe(true);
    expect(messages.at(-1)?.content).toMatch(/^Documentation passages:\n\n\[1\] Livelink/);
    expect(messages.at(-1)?.content.endsWith('Question: and in React?')).toBe(true);
  });

  it('retrieve passages with the question before them', () => {
    expect(retrievalQuery('and in React?', [turn(1)])).toBe('question 1 and in React?');
    expect(retrievalQuery('how do I start', [])).toBe('how do I start');
  });
});
