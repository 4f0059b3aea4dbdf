import {afterEach, describe, expect, it, vi} from 'vitest';
import {streamAnswer} from '../../src/plugins/search/askAi/askAi';

describe('streaming an answer', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  /** Streams an answer from an endpoint whose body is `body`, and returns the pieces delivered. */
  async function streamedFrom(body: string): Promise<{pieces: string[]; outcome: unknown}> {
    vi.stubGlobal('fetch', async () => new Response(body, {status: 200}));
    const pieces: string[] = [];
    const outcome = await streamAnswer({endpoint: '/chat', model: 'm'}, [], (piece) =>
      pieces.push(piece),
    ).then(
      () => 'complete',
      (error: Error) => error.message,
    );
    return {pieces, outcome};
  }

  const piece = (text: string) =>
    `data: ${JSON.stringify({choices: [{delta: {content: text}}]})}\n\n`;

  it('completes on [DONE], even on a last line without its line break', async () => {
    expect(await streamedFrom(`${piece('Start ')}${piece('one.')}data: [DONE]`)).toEqual({
      pieces: ['Start ', 'one.'],
      outcome: 'complete',
    });
  });

  it('fails when the stream ends before the answer is over, after showing what came', async () => {
    expect(await streamedFrom(`${piece('Start ')}`)).toEqual({
      pieces: ['Start '],
      outcome: 'The AI endpoint ended the stream before the answer was over',
    });
    expect((await streamedFrom('<html>not a stream</html>')).outcome).toMatch(/ended the stream/);
  });
});
