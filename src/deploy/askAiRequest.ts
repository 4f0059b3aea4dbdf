import {
  ANSWER_INSTRUCTIONS,
  MAX_EARLIER_TURNS,
  PASSAGES_PREFIX,
  QUESTION_PREFIX,
} from '../plugins/search/askAi/askAi';
import {escapeRegExp} from '../site/escapeRegExp';

/**
 * Regular expression dialects the request pattern is written for: nginx's
 * PCRE, where possessive quantifiers keep a failed match from backtracking
 * through a long body, and JavaScript's, which lacks them, for unit tests.
 */
export type PatternDialect = 'pcre' | 'javascript';

/** A JSON string's content as `JSON.stringify` writes it, `text` escaped first. */
function jsonStringLiteral(text: string): string {
  return escapeRegExp(JSON.stringify(text).slice(1, -1));
}

/**
 * The only request body the Ask AI proxy forwards: what `streamAnswer`
 * sends for `buildMessages`, keys in its order, with `model` the proxy's
 * own, the site's answer instructions as the system message, at most
 * {@link MAX_EARLIER_TURNS} earlier questions with their answers, and the
 * passages with the question last. Anything else (another model, another
 * system message, a parameter the site never sends) would let anyone spend
 * the operator's key on requests of their own choosing.
 */
export function askAiRequestPattern(model: string, dialect: PatternDialect): string {
  const plain = '[^"\\\\\\x00-\\x1f]';
  const escaped = '\\\\(?:["\\\\/bfnrt]|u[0-9a-fA-F]{4})';
  const content = dialect === 'pcre' ? `(?:${plain}++|${escaped})*+` : `(?:${plain}|${escaped})*`;
  const message = (role: string, prefix = '') =>
    `\\{"role":"${role}","content":"${jsonStringLiteral(prefix)}${content}"\\}`;
  const system = `\\{"role":"system","content":"${jsonStringLiteral(ANSWER_INSTRUCTIONS)}"\\}`;
  const earlierTurn = `,${message('user', QUESTION_PREFIX)},${message('assistant')}`;
  return (
    `^\\{"model":"${jsonStringLiteral(model)}","messages":\\[${system}` +
    `(?:${earlierTurn}){0,${MAX_EARLIER_TURNS}},${message('user', PASSAGES_PREFIX)}` +
    `\\],"stream":true\\}$`
  );
}

/** `text` inside an nginx single-quoted string, which reads `\\` as one backslash. */
function nginxSingleQuoted(text: string): string {
  return `'${text.replace(/[\\']/g, '\\$&')}'`;
}

/**
 * The http-level part of the Ask AI proxy: `$docs_ask_ai_request_valid` is
 * 1 when the request body has the one shape the proxy forwards
 * ({@link askAiRequestPattern}), 0 otherwise. nginx reads the body before it
 * evaluates the variable, so only a location that proxies can use it.
 */
export function askAiRequestMap(model: string): string {
  return `# Ask AI: the one request body the proxy forwards (src/deploy/askAiRequest.ts).
map $request_body $docs_ask_ai_request_valid {
    default 0;
    ${nginxSingleQuoted(`~${askAiRequestPattern(model, 'pcre')}`)} 1;
}
`;
}
