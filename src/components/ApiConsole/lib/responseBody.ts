/** How the console shows a response body. */
export type ResponseBody =
  {kind: 'empty'} | {kind: 'text'; text: string; pretty: boolean} | {kind: 'binary'; size: number};

const TEXTUAL = /json|text|xml|javascript|yaml|csv|urlencoded/i;

/**
 * A response body as text to show: JSON pretty-printed when all of it
 * arrived and it parses, other text as it came, and media such as images,
 * archives or octet streams summed up by their size instead of decoded.
 */
export function responseBody(
  bytes: Uint8Array,
  contentType: string,
  truncated: boolean,
): ResponseBody {
  if (bytes.length === 0) return {kind: 'empty'};
  if (contentType !== '' && !TEXTUAL.test(contentType)) return {kind: 'binary', size: bytes.length};
  // A cut may fall inside a character; the decoder then shows a replacement mark there.
  const text = new TextDecoder().decode(bytes);
  if (!truncated && /json/i.test(contentType)) {
    try {
      return {kind: 'text', text: JSON.stringify(JSON.parse(text), null, 2), pretty: true};
    } catch {
      // Not JSON after all: shown as it came.
    }
  }
  return {kind: 'text', text, pretty: false};
}
