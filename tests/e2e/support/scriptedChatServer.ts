import {createServer, type Server} from 'node:http';
import type {AddressInfo} from 'node:net';

/** What the scripted server received, for assertions. */
export type ReceivedRequest = {
  model: string;
  messages: {role: string; content: string}[];
  stream: boolean;
  /** The Authorization header it came with. */
  authorization: string | undefined;
};

/**
 * A small OpenAI-compatible chat completions server on localhost that
 * streams a scripted answer as server-sent events, one piece every
 * `delayMs`. It answers 500 when the reader's question contains "fail", or
 * the status named by "fail with NNN" (with an error that quotes the key it
 * was sent, as some providers do). When the
 * question has the word "stall", it sends the first piece and then nothing more,
 * so that the stream can end only by the client leaving: a test of leaving
 * mid-answer then holds on any machine, where a slow stream could end first
 * on a busy one. With the word "cut", it sends the first piece and ends the
 * stream without saying the answer is over, as a dropped connection does.
 * CORS is open, as a proxy in front of a model would be.
 */
export async function startScriptedChatServer(pieces: readonly string[], delayMs = 60) {
  const received: ReceivedRequest[] = [];
  let closedEarly = 0;
  const server: Server = createServer((request, response) => {
    response.setHeader('Access-Control-Allow-Origin', '*');
    response.setHeader('Access-Control-Allow-Headers', 'Content-Type, Accept');
    if (request.method === 'OPTIONS') {
      response.writeHead(204).end();
      return;
    }
    let body = '';
    request.on('data', (chunk: Buffer) => (body += chunk.toString()));
    request.on('end', () => {
      const parsed = {
        ...(JSON.parse(body) as Omit<ReceivedRequest, 'authorization'>),
        authorization: request.headers.authorization,
      };
      received.push(parsed);
      // Only the reader's question steers the script, not the passages around it.
      const prompt = parsed.messages.at(-1)?.content ?? '';
      const question = prompt.slice(prompt.lastIndexOf('Question:'));
      if (question.includes('fail')) {
        const status = Number(/\bfail with (\d{3})\b/.exec(question)?.[1] ?? 500);
        response
          .writeHead(status, {'Content-Type': 'application/json'})
          .end(JSON.stringify({error: `scripted failure for ${parsed.authorization}`}));
        return;
      }
      response.writeHead(200, {'Content-Type': 'text/event-stream', 'Cache-Control': 'no-cache'});
      let index = 0;
      const writeNextPiece = () => {
        const chunk = {choices: [{delta: {content: pieces[index]}}]};
        response.write(`data: ${JSON.stringify(chunk)}\n\n`);
        index += 1;
      };
      if (/\bcut\b/.test(question)) {
        writeNextPiece();
        response.end();
        return;
      }
      const stalls = /\bstall\b/.test(question);
      if (stalls) writeNextPiece();
      const timer = stalls
        ? undefined
        : setInterval(() => {
            if (index < pieces.length) {
              writeNextPiece();
            } else {
              response.end('data: [DONE]\n\n');
              clearInterval(timer);
            }
          }, delayMs);
      response.on('close', () => {
        if (index < pieces.length) closedEarly += 1;
        clearInterval(timer);
      });
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const {port} = server.address() as AddressInfo;
  return {
    endpoint: `http://127.0.0.1:${port}/v1/chat/completions`,
    received,
    closedEarly: () => closedEarly,
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        // A stalled stream the client never left would keep the server open.
        server.closeAllConnections();
      }),
  };
}
