/**
 * A passage of the docs sent to the model: its number (what the answer cites),
 * title and address, its text, and the excerpt its citation shows the reader.
 */
export type Passage = {number: number; title: string; url: string; text: string; excerpt: string};

/** One message of an OpenAI-compatible chat completion request. */
export type ChatMessage = {role: 'system' | 'user' | 'assistant'; content: string};

/** A question already answered in this conversation. */
export type AnsweredTurn = {question: string; passages: Passage[]; answer: string};

/** Earlier turns a follow-up carries: enough for "and in React?", not a whole session. */
export const MAX_EARLIER_TURNS = 3;

/** Characters of an earlier answer a follow-up carries. */
export const MAX_EARLIER_ANSWER = 1500;

/**
 * How the model is told to answer: from the passages only, citing them.
 * The Ask AI proxy forwards no other system message (src/deploy/askAiRequest.ts).
 */
export const ANSWER_INSTRUCTIONS = [
  'You answer questions about the 3dverse platform for developers.',
  'Use only the numbered documentation passages you are given.',
  'Cite the passages you rely on with their number in square brackets, like [2].',
  'If the passages do not answer the question, say so plainly instead of guessing.',
  'Keep code in fenced blocks, and keep the answer short.',
].join(' ');

/** How an earlier question opens its message. */
export const QUESTION_PREFIX = 'Question: ';

/** How the message with the passages and the question opens. */
export const PASSAGES_PREFIX = 'Documentation passages:\n\n';

/**
 * Applies `change` to the prose of a Markdown answer only, leaving fenced
 * blocks (closed or still streaming) and inline code as written: `arr[0]`
 * in code is an index, not a citation.
 */
export function mapProse(markdown: string, change: (prose: string) => string): string {
  return markdown
    .split(/(```[\s\S]*?(?:```|$)|`[^`\n]*`)/)
    .map((part, index) => (index % 2 === 1 ? part : change(part)))
    .join('');
}

/**
 * The chat request for a question and its passages, after the conversation
 * so far: the last {@link MAX_EARLIER_TURNS} questions and their answers,
 * each answer cut to {@link MAX_EARLIER_ANSWER} characters and without its
 * citation numbers, which named passages of an earlier request.
 */
export function buildMessages(
  question: string,
  passages: readonly Passage[],
  earlier: readonly AnsweredTurn[] = [],
): ChatMessage[] {
  const context = passages
    .map((passage) => `[${passage.number}] ${passage.title} (${passage.url})\n${passage.text}`)
    .join('\n\n');
  const history = earlier.slice(-MAX_EARLIER_TURNS).flatMap((turn): ChatMessage[] => [
    {role: 'user', content: `${QUESTION_PREFIX}${turn.question}`},
    {
      role: 'assistant',
      content: mapProse(turn.answer, (prose) => prose.replace(/\[\d+\]/g, '')).slice(
        0,
        MAX_EARLIER_ANSWER,
      ),
    },
  ]);
  return [
    {role: 'system', content: ANSWER_INSTRUCTIONS},
    ...history,
    {role: 'user', content: `${PASSAGES_PREFIX}${context}\n\n${QUESTION_PREFIX}${question}`},
  ];
}

/**
 * What a follow-up retrieves passages for: the question before it and the
 * follow-up, so that "and in React?" still finds pages about its subject.
 */
export function retrievalQuery(question: string, earlier: readonly AnsweredTurn[]): string {
  const previous = earlier.at(-1);
  return previous ? `${previous.question} ${question}` : question;
}

/**
 * The answer as Markdown to paste elsewhere: citations become links to the
 * passages' pages on `origin`, listed again as sources at the end.
 */
export function answerAsMarkdown(
  answer: string,
  passages: readonly Passage[],
  origin: string,
): string {
  const absolute = (url: string) => new URL(url, origin).href;
  const cited = new Set<number>();
  const body = mapProse(answer, (prose) =>
    answerSegments(prose, passages)
      .map((segment) => {
        if ('text' in segment) return segment.text;
        cited.add(segment.citation.number);
        return `[[${segment.citation.number}]](${absolute(segment.citation.url)})`;
      })
      .join(''),
  );
  const sources = passages
    .filter((passage) => cited.has(passage.number))
    .map((passage) => `${passage.number}. [${passage.title}](${absolute(passage.url)})`);
  return sources.length > 0
    ? `${body.trim()}\n\nSources:\n\n${sources.join('\n')}\n`
    : `${body.trim()}\n`;
}

/**
 * Reads the text deltas out of a chunk of a server-sent event stream from an
 * OpenAI-compatible chat completions endpoint. Returns the deltas, whether
 * the answer is over (`[DONE]`, or a choice with a `finish_reason`), and the
 * incomplete last line to prepend to the next chunk.
 */
export function parseSseChunk(buffer: string): {deltas: string[]; done: boolean; rest: string} {
  const lines = buffer.split(/\r?\n/);
  const rest = lines.pop() ?? '';
  const deltas: string[] = [];
  let done = false;
  for (const line of lines) {
    if (!line.startsWith('data:')) {
      continue;
    }
    const payload = line.slice('data:'.length).trim();
    if (payload === '[DONE]') {
      done = true;
      continue;
    }
    try {
      const parsed = JSON.parse(payload) as {
        choices?: {delta?: {content?: string}; finish_reason?: string | null}[];
      };
      const delta = parsed.choices?.[0]?.delta?.content;
      if (delta) {
        deltas.push(delta);
      }
      if (parsed.choices?.[0]?.finish_reason) {
        done = true;
      }
    } catch {
      // A malformed event carries no text we could show.
    }
  }
  return {deltas, done, rest};
}

/** A run of answer text, or a citation of a passage. */
export type AnswerSegment = {text: string} | {citation: Passage};

/**
 * Splits an answer into text and citations: `[n]` becomes a link to passage
 * n when it exists, and is dropped otherwise (a model may cite a passage it
 * was never given, and a dangling number would only mislead).
 */
export function answerSegments(answer: string, passages: readonly Passage[]): AnswerSegment[] {
  const segments: AnswerSegment[] = [];
  for (const part of answer.split(/(\[\d+\])/)) {
    const cited = /^\[(\d+)\]$/.exec(part);
    const passage = cited
      ? passages.find((candidate) => candidate.number === Number(cited[1]))
      : undefined;
    if (passage) {
      segments.push({citation: passage});
    } else if (!cited && part !== '') {
      segments.push({text: part});
    }
  }
  return segments;
}

/**
 * Streams an answer from an OpenAI-compatible chat completions endpoint,
 * calling `onDelta` with each piece of text. No key is sent: the endpoint is
 * a proxy that holds it, or a keyless self-hosted server. A stream that
 * ends before saying the answer is over (a dropped connection, a body that
 * is not a stream of events) is an error, not a complete answer.
 */
export async function streamAnswer(
  settings: {endpoint: string; model: string},
  messages: readonly ChatMessage[],
  onDelta: (text: string) => void,
  signal?: AbortSignal,
): Promise<void> {
  const response = await fetch(settings.endpoint, {
    method: 'POST',
    signal,
    headers: {'Content-Type': 'application/json', Accept: 'text/event-stream'},
    // The site's proxy forwards this shape only, keys in this order (src/deploy/askAiRequest.ts).
    body: JSON.stringify({model: settings.model, messages, stream: true}),
  });
  if (!response.ok || !response.body) {
    throw new Error(`The AI endpoint answered ${response.status}`);
  }
  const reader = response.body.pipeThrough(new TextDecoderStream()).getReader();
  let buffer = '';
  for (;;) {
    const {value, done} = await reader.read();
    // At the end, the last line may lack its line break.
    const parsed = parseSseChunk(done ? `${buffer}\n` : buffer + value);
    buffer = parsed.rest;
    parsed.deltas.forEach(onDelta);
    if (parsed.done) {
      if (!done) await reader.cancel();
      return;
    }
    if (done) {
      throw new Error('The AI endpoint ended the stream before the answer was over');
    }
  }
}
