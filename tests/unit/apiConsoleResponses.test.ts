import {describe, expect, it} from 'vitest';
import {apiErrorMessage} from '../../src/components/ApiConsole/lib/apiErrorMessage';
import {failureMessage} from '../../src/components/ApiConsole/lib/failureMessage';
import {latestRequest} from '../../src/components/ApiConsole/lib/latestRequest';
import {readLimitedBody} from '../../src/components/ApiConsole/lib/readLimitedBody';
import {responseBody} from '../../src/components/ApiConsole/lib/responseBody';
import {SERVER} from './support/consoleOperations';

describe('responses', () => {
  function stream(chunks: number[]): ReadableStream<Uint8Array> {
    return new ReadableStream({
      start(controller) {
        for (const size of chunks) controller.enqueue(new Uint8Array(size).fill(97));
        controller.close();
      },
    });
  }

  it('are read up to the limit, and cut off with a flag past it', async () => {
    expect(await readLimitedBody(stream([3, 3]), 6)).toMatchObject({truncated: false});
    const cut = await readLimitedBody(stream([4, 4, 4]), 6);
    expect(cut.bytes.length).toBe(6);
    expect(cut.truncated).toBe(true);
    expect(await readLimitedBody(null, 6)).toEqual({bytes: new Uint8Array(0), truncated: false});
  });

  it('show JSON pretty-printed, cut bodies as they came, and media by size', () => {
    const bytes = new TextEncoder().encode('{"a":[1,2]}');
    expect(responseBody(bytes, 'application/json; charset=utf-8', false)).toEqual({
      kind: 'text',
      text: '{\n  "a": [\n    1,\n    2\n  ]\n}',
      pretty: true,
    });
    expect(responseBody(bytes, 'application/json', true)).toMatchObject({pretty: false});
    expect(responseBody(new Uint8Array(10), 'image/png', false)).toEqual({
      kind: 'binary',
      size: 10,
    });
    expect(responseBody(new Uint8Array(0), '', false)).toEqual({kind: 'empty'});
  });

  it('read the media type, not words inside it', () => {
    const bytes = new TextEncoder().encode('{"a":1}');
    const spreadsheet = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
    expect(responseBody(bytes, spreadsheet, false)).toEqual({kind: 'binary', size: 7});
    expect(responseBody(bytes, 'application/vnd.oasis.opendocument.text', false)).toEqual({
      kind: 'binary',
      size: 7,
    });
    expect(responseBody(bytes, 'application/x-jsonlines', false)).toMatchObject({kind: 'binary'});
    expect(responseBody(bytes, 'application/problem+json', false)).toMatchObject({pretty: true});
    expect(responseBody(bytes, 'Application/JSON', false)).toMatchObject({pretty: true});
    expect(responseBody(bytes, 'text/plain; profile=json', false)).toMatchObject({pretty: false});
    expect(responseBody(bytes, 'image/svg+xml', false)).toMatchObject({kind: 'text'});
  });

  it('say what the platform said, or what likely happened when nothing came back', () => {
    expect(apiErrorMessage('{"errorCode":1404,"message":"Folder not found"}')).toBe(
      'Folder not found (error code 1404)',
    );
    expect(apiErrorMessage('<html>')).toBeUndefined();
    expect(failureMessage(SERVER, true)).toMatch(/^No response from api\.3dverse\.com\..*CORS/);
    expect(failureMessage(SERVER, false)).toMatch(/offline/);
  });
});

describe('requests in flight', () => {
  it('are one at a time: a second send aborts the first, whose outcome is refused', () => {
    const inFlight = latestRequest();
    const first = inFlight.start();
    const second = inFlight.start();
    expect(first.aborted).toBe(true);
    expect(second.aborted).toBe(false);
    expect(inFlight.finish(first)).toBe(false);
    inFlight.abort();
    expect(second.aborted).toBe(true);
    // A cancelled request is still the latest: its outcome ("cancelled") shows.
    expect(inFlight.finish(second)).toBe(true);
    expect(inFlight.finish(second)).toBe(false);
  });
});
