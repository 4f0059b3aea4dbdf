/**
 * The platform's own explanation in an error body (`{errorCode, message}`),
 * as one line, or undefined when the body is not of that shape.
 */
export function apiErrorMessage(text: string): string | undefined {
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    return undefined;
  }
  if (typeof body !== 'object' || body === null) return undefined;
  const {message, errorCode} = body as {message?: unknown; errorCode?: unknown};
  if (typeof message !== 'string' || message.trim() === '') return undefined;
  return typeof errorCode === 'number' || typeof errorCode === 'string'
    ? `${message} (error code ${errorCode})`
    : message;
}
