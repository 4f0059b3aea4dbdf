/** How the console shows a response body. */
export type ResponseBody =
  {kind: 'empty'} | {kind: 'text'; text: string; pretty: boolean} | {kind: 'binary'; size: number};

/** Subtypes, and structured-syntax suffixes (`+json`), of media that are text whatever their top-level type. */
const TEXTUAL_SUBTYPES = new Set([
  'json',
  'xml',
  'javascript',
  'ecmascript',
  'yaml',
  'x-yaml',
  'csv',
  'x-www-form-urlencoded',
]);

/**
 * A media type's parts, lowercase and without parameters:
 * `application/vnd.api+json; charset=utf-8` is `application`, `vnd.api`
 * and `json`. A `Content-Type` that is not `type/subtype` gives empty parts.
 */
function mediaTypeParts(contentType: string): {type: string; subtype: string; suffix: string} {
  const essence = (contentType.split(';')[0] ?? '').trim().toLowerCase();
  const [type = '', subtype = ''] = essence.split('/');
  const plus = subtype.lastIndexOf('+');
  return plus === -1
    ? {type, subtype, suffix: ''}
    : {type, subtype: subtype.slice(0, plus), suffix: subtype.slice(plus + 1)};
}

/**
 * Whether a body of this media type is text: every `text/` type, and the
 * JSON, XML, YAML, JavaScript, CSV and form types and suffixes. A type that
 * merely mentions one of them is not (an `.xlsx` is `…spreadsheetml.sheet`,
 * an `.odt` `…opendocument.text`).
 */
function isTextual(contentType: string): boolean {
  const {type, subtype, suffix} = mediaTypeParts(contentType);
  return type === 'text' || TEXTUAL_SUBTYPES.has(subtype) || TEXTUAL_SUBTYPES.has(suffix);
}

/** Whether a body of this media type is JSON: `application/json` or a `+json` type. */
function isJson(contentType: string): boolean {
  const {subtype, suffix} = mediaTypeParts(contentType);
  return subtype === 'json' || suffix === 'json';
}

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
  if (contentType !== '' && !isTextual(contentType)) return {kind: 'binary', size: bytes.length};
  // A cut may fall inside a character; the decoder then shows a replacement mark there.
  const text = new TextDecoder().decode(bytes);
  if (!truncated && isJson(contentType)) {
    try {
      return {kind: 'text', text: JSON.stringify(JSON.parse(text), null, 2), pretty: true};
    } catch {
      // Not JSON after all: shown as it came.
    }
  }
  return {kind: 'text', text, pretty: false};
}
